import './ui/styles/base.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reportError, startErrorReporting } from './features/error-reporting/error-reporting.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

startErrorReporting();
createRoot(container, { onUncaughtError: (error) => reportError(error) }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
