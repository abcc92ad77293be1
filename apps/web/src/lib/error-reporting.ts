/**
 * The web app's error reporting to a Sentry-compatible service, on when the server has a public DSN
 * (PUBLIC_SENTRY_DSN). The SDK is a lazy chunk loaded after the page is up, so no page waits for it; errors
 * raised before it is ready are kept and sent once it is. Personal data is scrubbed before sending, as on the
 * server: only ids, the route (without query), and messages with addresses and numbers masked.
 */
import { scrubPersonalText } from '@refcheck/domain/rules/scrub';
import { apiRequest } from '../api/client.ts';

type SentryModule = typeof import('@sentry/browser');
let sentry: SentryModule | null = null;
let started = false;
const early: unknown[] = [];

const scrub = scrubPersonalText;

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
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        graphQL: { document: false, variables: false },
        genAI: { inputs: false, outputs: false },
      },
      integrations: [Sentry.browserTracingIntegration()],
      beforeSend(event) {
        if (event.user) event.user = event.user.id ? { id: event.user.id } : {};
        if (event.request) event.request = { url: event.request.url?.split('?')[0] };
        if (event.message) event.message = scrub(event.message);
        for (const e of event.exception?.values ?? []) if (e.value) e.value = scrub(e.value);
        event.breadcrumbs = event.breadcrumbs?.map((b) => ({
          ...b,
          message: b.message && scrub(b.message),
          data: undefined,
        }));
        return event;
      },
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
