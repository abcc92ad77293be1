/** Regain-trust pages for candidates, reached by the mailed link (company, token); the flow cookie follows. */
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stepper.css';

export { RegainTrustCompletePage } from './complete-page.tsx';
export { RegainTrustConfirmPage } from './confirm-page.tsx';
export { RegainTrustExcusePage } from './excuse-page.tsx';
export { RegainTrustInstructionPage } from './instruction-page.tsx';
