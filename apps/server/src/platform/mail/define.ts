/**
 * One mail = one template: its texts in jp, en and cn as functions of its data, rendered inside the shared
 * branded layout (layout.tsx) to HTML and plain text by render.tsx. Templates hold words only, never markup.
 */
import type { Language } from '@refcheck/domain';

/** What a template says in one language; the layout turns it into the mail. */
export interface MailContent {
  subject: string;
  /** The line mail apps show after the subject (defaults to the first paragraph). */
  preview?: string;
  /** "山田 太郎様", "Dear Taro Yamada," … */
  greeting?: string;
  paragraphs: string[];
  /** The one button of the mail; its URL is also printed below it for clients that block buttons. */
  action?: { label: string; url: string };
  /** Label/value lines shown in a box (deadline, company, …). */
  details?: Array<[string, string]>;
  /** Paragraphs after the button (smaller). */
  notes?: string[];
}

/** The branded frame around every mail. */
export interface MailFrame {
  /** Shown next to the logo: the company the mail is about (candidate and referee mails), if any. */
  companyName?: string;
  /** Reminder unsubscribe link, where the mail is one a recipient may stop. */
  unsubscribeUrl?: string;
}

export interface MailTemplate<D> {
  /** Stable name, recorded as the outbox message's `template`. */
  name: string;
  /** Who receives it (the preview page groups by it). */
  audience: 'company' | 'candidate' | 'referee' | 'operator';
  texts: Record<Language, (data: D) => MailContent>;
  /** The frame for this data (company name, unsubscribe link). */
  frame?: (data: D) => MailFrame;
  /** Sample data for the preview page and the tests, per language (names written the way that language would). */
  sample: Record<Language, D>;
}

export const defineMail = <D>(template: MailTemplate<D>) => template;
