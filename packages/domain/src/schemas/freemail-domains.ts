/**
 * Free and mobile-carrier email domains. A referee's email on one of these (or a subdomain of one) is refused
 * unless the company allows free mail (isFreemailAllowed). Business domains are what make the check credible.
 */
export const FREEMAIL_DOMAINS = [
  // Global web mail
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.jp',
  'outlook.com',
  'outlook.jp',
  'live.com',
  'live.jp',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aol.jp',
  'protonmail.com',
  'proton.me',
  'mail.com',
  'gmx.com',
  'zoho.com',
  'yandex.com',
  // Japanese web mail
  'yahoo.co.jp',
  'ymail.ne.jp',
  'excite.co.jp',
  'goo.jp',
  'mail.goo.ne.jp',
  'infoseek.jp',
  'livedoor.com',
  'nifty.com',
  'rakuten.jp',
  // Japanese mobile carriers
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'au.com',
  'uqmobile.jp',
  'softbank.ne.jp',
  'i.softbank.jp',
  'vodafone.ne.jp',
  'disney.ne.jp',
  'ymobile.ne.jp',
  'y-mobile.ne.jp',
  'emobile.ne.jp',
  'willcom.com',
  'rakumail.jp',
  'povo.jp',
  // Chinese and Korean web mail
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'sohu.com',
  'naver.com',
] as const;

/** The domain part of an email, lower-cased. */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** Whether the email's domain is a free-mail domain or a subdomain of one. */
export function isFreemail(email: string): boolean {
  const domain = emailDomain(email);
  return FREEMAIL_DOMAINS.some((free) => domain === free || domain.endsWith(`.${free}`));
}
