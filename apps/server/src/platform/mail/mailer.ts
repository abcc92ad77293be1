/**
 * Sends a template mail through the outbox in the recipient's language: a candidate's or referee's own language
 * (from their row), or for an account (company user, operator) the language set on /config, looked up by address.
 */
import { DEFAULT_LANGUAGE, type Language } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import type { MailData, MailName } from './registry.ts';
import { renderMail } from './render.tsx';
import { type ContactDefaults, readSupportContact } from './support-contact.ts';

export interface TemplateMail<N extends MailName> {
  to: string;
  data: MailData<N>;
  /** The recipient's language when it is on their record (candidates, referees); else the account's is used. */
  language?: Language;
  companyId?: string | null;
}

/** The mail language of the account with this address; jp for an address with no account. */
export async function accountLanguage(db: Pick<Db, 'select'>, email: string): Promise<Language> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.email, email));
  return row?.language ?? DEFAULT_LANGUAGE;
}

export async function prepareMail<N extends MailName>(
  db: Pick<Db, 'select'>,
  supportDefaults: ContactDefaults,
  name: N,
  mail: TemplateMail<N>,
) {
  const language = mail.language ?? (await accountLanguage(db, mail.to));
  const { phone, mail: supportMail } = await readSupportContact(db, supportDefaults);
  const privacyRequestUrl = supportDefaults.publicUrl
    ? `${supportDefaults.publicUrl}/privacy/request?lang=${language}`
    : undefined;
  const rendered = await renderMail(name, language, mail.data, {
    phone,
    mail: supportMail,
    privacyRequestUrl,
  });
  return {
    channel: 'mail' as const,
    to: mail.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    template: name,
    language,
    companyId: mail.companyId ?? null,
  };
}
