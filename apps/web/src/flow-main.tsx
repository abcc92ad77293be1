import { startLinkSessionEarly } from './features/referee-flow/api/start-session.ts';
import { preloadFlowPages } from './flow/routes.ts';
import { start } from './flow/start.tsx';
import { currentLanguage, loadLanguage } from './i18n/flow.ts';
import { reportError } from './lib/error-reporting.ts';

/**
 * The flow entry (flow.html): the pages a referee or a candidate opens from a mail link, on a phone, maybe on a slow
 * network. Its own small shell (flow/flow-app.tsx); docs/architecture.md (web) says what it may import.
 * The active language's texts, the page's chunk (and the link page's next step) and the referee link's exchange are
 * requested in parallel.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from flow.html');

startLinkSessionEarly();
void Promise.all([loadLanguage(currentLanguage()), preloadFlowPages(window.location.pathname)])
  .catch(reportError) // offline while loading: the page still shows rather than nothing
  .then(() => start(container));
