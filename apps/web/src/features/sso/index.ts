/** Front door of SSO: the settings card and the login page's button. */
export { SsoCard } from './components/sso-card.tsx';
export { SsoLoginButton } from './components/sso-login-button.tsx';
