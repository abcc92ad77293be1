/** Front door of auth for other features: the terms dialog, the password change call, phone-code errors. */
export { changePassword } from './api/password-reset.ts';
export { TermsDialog } from './components/terms-dialog.tsx';
export { usePhoneCodeErrorText } from './phone-code-errors.ts';
