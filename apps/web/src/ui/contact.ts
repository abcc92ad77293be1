/** Refcheck's support contact, shown in the menu and in the privacy policy (decisions.md). */
export const SUPPORT_MAIL = 'support@refcheck.jp';
export const SUPPORT_PHONE = '03-6555-0120';
