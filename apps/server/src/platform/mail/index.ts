export { accountLanguage, prepareMail, type TemplateMail } from './mailer.ts';
export { operatorNotifyAddress } from './notify-address.ts';
export { MAIL_TEMPLATES, type MailName } from './registry.ts';
export { renderMail } from './render.tsx';
export { type ContactDefaults, readSupportContact } from './support-contact.ts';
export { type PhoneCodeData, phoneCodeSms } from './templates/phone-code.ts';
export { privacyOutcomeSms } from './templates/privacy-request.ts';
export { refereeDeclinedSms } from './templates/referee-declined.ts';
