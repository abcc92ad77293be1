/**
 * E-mail domain intelligence without an external service: free webmail and mobile-carrier domains (normal for
 * private people, odd for someone who states a company) and disposable-address domains (odd for anyone).
 * Lists are kept here and reviewed with the privacy documentation; a miss only means no signal.
 */

export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.co.jp',
  'yahoo.com',
  'ymail.ne.jp',
  'outlook.com',
  'outlook.jp',
  'hotmail.com',
  'hotmail.co.jp',
  'live.jp',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'qq.com',
  '163.com',
  '126.com',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'au.com',
  'softbank.ne.jp',
  'i.softbank.jp',
  'ymobile.ne.jp',
  'rakuten.jp',
  'nifty.com',
  'excite.co.jp',
]);

export const DISPOSABLE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  'grr.la',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.net',
  'throwawaymail.com',
  'yopmail.com',
  'trashmail.com',
  'dispostable.com',
  'getnada.com',
  'maildrop.cc',
  'mohmal.com',
  'fakeinbox.com',
  'mintemail.com',
  'emailondeck.com',
  'moakt.com',
]);

/** The lower-case domain of an address, or null when it has none. */
export function emailDomainOf(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain === '' ? null : domain;
}

export type EmailDomainFinding = 'disposable' | 'freeWhileCompany' | 'candidateDomain';

/**
 * What a referee's e-mail domain says, strongest first: a disposable domain; the candidate's own (non-free) domain;
 * a free or carrier domain while the referee states a company. Null when there is nothing to say.
 */
export function emailDomainFinding(input: {
  refereeEmail: string | null | undefined;
  candidateEmail: string | null | undefined;
  statesCompany: boolean;
}): EmailDomainFinding | null {
  const domain = emailDomainOf(input.refereeEmail);
  if (!domain) return null;
  if (DISPOSABLE_MAIL_DOMAINS.has(domain)) return 'disposable';
  const candidateDomain = emailDomainOf(input.candidateEmail);
  if (candidateDomain === domain && !FREE_MAIL_DOMAINS.has(domain)) return 'candidateDomain';
  if (input.statesCompany && FREE_MAIL_DOMAINS.has(domain)) return 'freeWhileCompany';
  return null;
}
