export { AdminLoginPage, LoginPage } from './login-page.tsx';
export { PhonePage as SignupPhonePage, PhonePage as SignupSubAccountPhonePage } from './phone-page.tsx';
export { OperatorPasswordPage, ResetPasswordPage } from './reset-password-page.tsx';
export { SignupPage } from './signup-page.tsx';
export { SignupSubAccountPage } from './sub-account-signup-page.tsx';
