// Sign-in factors (issue 34): the 設定 card, the enrolment page, the passkey sign-in. Other features import only this file.
export { browserSupportsWebAuthnAutofill, signInWithPasskey } from './api/passkeys.ts';
export { SecurityCard } from './components/security-card.tsx';
export { EnrolPage } from './pages/enrol-page.tsx';
