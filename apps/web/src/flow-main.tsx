import './ui/styles/base.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FlowApp } from './flow/flow-app.tsx';
import { currentLanguage, loadLanguage } from './i18n/flow.ts';
import { reportError, startErrorReporting } from './lib/error-reporting.ts';

/**
 * The flow entry (flow.html): the pages a referee or a candidate opens from a mail link, on a phone, maybe on a slow
 * network. Its own small shell (flow/flow-app.tsx); docs/architecture.md (web) says what it may import.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from flow.html');

startErrorReporting();
// The stored language's texts for these pages (one small chunk), then the page.
void loadLanguage(currentLanguage())
  .catch(reportError) // offline while loading: the keys show rather than nothing
  .then(() =>
    createRoot(container, { onUncaughtError: (error) => reportError(error) }).render(
      <StrictMode>
        <FlowApp />
      </StrictMode>,
    ),
  );
