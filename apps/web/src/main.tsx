import './ui/styles/base.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { currentLanguage, loadLanguage } from './i18n/index.ts';
import { reportError, startErrorReporting } from './lib/error-reporting.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

startErrorReporting();
// The stored language's texts first (Japanese is bundled; English or Chinese is one small chunk), then the app.
void loadLanguage(currentLanguage())
  .catch(reportError) // offline while loading: the page shows in Japanese rather than not at all
  .then(() =>
    createRoot(container, { onUncaughtError: (error) => reportError(error) }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
