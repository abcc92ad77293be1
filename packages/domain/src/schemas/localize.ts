/** Turns zod issues into localized messages. */
import type { z } from 'zod';
import type { Language } from '../enums.ts';
import { interpolate, isMessageKey, type MessageKey, messageText } from '../messages/catalog.ts';

export interface LocalizedIssue {
  /** Dotted path of the field, e.g. 'refereeBreakdown.0.numberOfPeople'; '' for the whole form. */
  path: string;
  /** The catalog key of the message, a stable error code for APIs (e.g. 'validation.nameRequired'). */
  code: MessageKey;
  message: string;
}

type Issue = z.core.$ZodIssue;

/**
 * The catalog key of an issue: the issue's message when it is a key (our schemas always set one),
 * otherwise a generic key for zod's built-in issues — 'validation.required' for a missing value
 * (invalid_type, or a too_small minimum of 1), 'validation.invalid' for anything else.
 */
export function issueMessageKey(issue: Issue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return 'validation.required';
  if (issue.code === 'too_small' && Number(issue.minimum) === 1) return 'validation.required';
  return 'validation.invalid';
}

function issueParams(issue: Issue): Record<string, string | number> | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return issue.code === 'custom' ? issue.params : undefined;
}

export function localizeIssue(issue: Issue, lang: Language): LocalizedIssue {
  const code = issueMessageKey(issue);
  return {
    path: issue.path.map(String).join('.'),
    code,
    message: interpolate(messageText(lang, code), issueParams(issue)),
  };
}

/** Every issue of a failed parse, localized. */
export function localizeIssues(error: z.ZodError, lang: Language): LocalizedIssue[] {
  return error.issues.map((issue) => localizeIssue(issue, lang));
}

/** Localized messages by field path (first message per field), handy for forms. */
export function fieldErrors(error: z.ZodError, lang: Language): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of localizeIssues(error, lang)) result[issue.path] ??= issue.message;
  return result;
}
