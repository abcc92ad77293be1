/**
 * Error reporting to a Sentry-compatible service (Sentry, GlitchTip, self-hosted Sentry…), on when SENTRY_DSN is
 * set. Tracing sample rate 1 (spec §9). Every event carries the request id and the user and company ids — never
 * names, addresses, phone numbers, answers, cookies or request bodies: `scrubEvent` removes them before sending.
 * The SDK is imported only when a DSN is set (like the OpenTelemetry SDK in observability/tracing.ts): loading it
 * costs the server about 17 MiB of heap and 65 MiB of RSS, for nothing when reporting is off (issue 39).
 */
import {
  errorReportDataCollection,
  type ScrubbableEvent,
  scrubErrorEvent,
  scrubPersonalText,
} from '@refcheck/domain';
import type * as SentryNode from '@sentry/node';
import type { FastifyRequest } from 'fastify';

/** Masks email addresses and phone numbers in free text (messages, exception values, breadcrumbs). */
export const scrubText = scrubPersonalText;

type SentryEvent = SentryNode.ErrorEvent;

/** The SDK, once initErrorReporting has loaded and started it (null: reporting off). */
let Sentry: typeof SentryNode | null = null;

/** Keeps only what identifies the failure, not the person (the domain's privacy block, the web app's too). */
export function scrubEvent<
  E extends Omit<SentryEvent, 'type'> & { type?: SentryEvent['type'] | 'transaction' },
>(event: E): E {
  return scrubErrorEvent(event as E & ScrubbableEvent);
}

export async function initErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
  release: string;
}) {
  if (!options.dsn) return false;
  Sentry ??= await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: `refcheck@${options.release}`,
    tracesSampleRate: 1,
    // Errors are reported by the error handler (reportError), with the request id and ids; the Fastify
    // integration's own capture would report them first without those (and the duplicate would be dropped).
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    dataCollection: errorReportDataCollection(),
    beforeSend: (event) => scrubEvent(event),
  });
  return true;
}

/** Reports a server error with the request id and the signed-in user's and company's ids. */
export function reportError(request: FastifyRequest, error: unknown) {
  const sdk = Sentry;
  if (!sdk?.isInitialized()) return;
  sdk.withScope((scope) => {
    scope.setTag('request_id', request.id);
    scope.setTag('route', request.routeOptions?.url ?? 'unknown');
    const user = (request as { user?: { id?: string; companyId?: string | null } }).user;
    if (user?.id) scope.setUser({ id: user.id });
    if (user?.companyId) scope.setTag('company_id', user.companyId);
    scope.setContext('request', { method: request.method, path: request.url.split('?')[0] });
    sdk.captureException(error);
  });
}

export const flushErrorReports = async (timeoutMs = 2000) => (Sentry ? Sentry.flush(timeoutMs) : true);
