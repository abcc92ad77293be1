/**
 * The web app's error reporting to a Sentry-compatible service, on when the server has a public DSN
 * (PUBLIC_SENTRY_DSN). The SDK is a lazy chunk loaded after the page is up, so no page waits for it; errors
 * raised before it is ready are kept and sent once it is. Personal data is scrubbed before sending, as on the
 * server: only ids, the route (without query), and messages with addresses and numbers masked.
 */
import {
  errorReportDataCollection,
  type ScrubbableEvent,
  scrubErrorEvent,
} from '@refcheck/domain/rules/scrub';
import { apiRequest } from '../api/client.ts';

type SentryModule = typeof import('@sentry/browser');
let sentry: SentryModule | null = null;
let started = false;
const early: unknown[] = [];

export function startErrorReporting(): void {
  if (started) return;
  started = true;
  const run = async () => {
    const { dsn } = await apiRequest<{ dsn: string | null }>('/api/error-reporting');
    if (!dsn) return;
    const Sentry = await import('@sentry/browser');
    Sentry.init({
      dsn,
      tracesSampleRate: 1,
      dataCollection: errorReportDataCollection(),
      integrations: [Sentry.browserTracingIntegration()],
      beforeSend: (event) => scrubErrorEvent(event as typeof event & ScrubbableEvent),
    });
    sentry = Sentry;
    for (const error of early.splice(0)) Sentry.captureException(error);
  };
  const later = () => void run().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 3000 });
  else setTimeout(later, 1000);
}

/** The signed-in user's and company's ids on every later event (never names or addresses). */
export function setErrorReportingUser(user: { id: string; companyId: string | null } | null): void {
  sentry?.setUser(user ? { id: user.id } : null);
  sentry?.setTag('company_id', user?.companyId ?? undefined);
}

export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else if (early.length < 10) early.push(error);
}
