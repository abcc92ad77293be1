import '../ui/styles/base.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportError, startErrorReporting } from '../lib/error-reporting.ts';
import { FlowApp } from './flow-app.tsx';

/** Renders the flow entry's shell into #root (flow-main.tsx calls it once the texts are there). */
export function start(container: HTMLElement): void {
  startErrorReporting();
  createRoot(container, { onUncaughtError: (error) => reportError(error) }).render(
    <StrictMode>
      <FlowApp />
    </StrictMode>,
  );
}
