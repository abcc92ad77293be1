/**
 * Error reporting to a Sentry-compatible service (Sentry, GlitchTip, self-hosted Sentry…), on when SENTRY_DSN is
 * set. Tracing sample rate 1 (spec §9). Every event carries the request id and the user and company ids — never
 * names, addresses, phone numbers, answers, cookies or request bodies: `scrubEvent` removes them before sending.
 */
import {
  errorReportDataCollection,
  type ScrubbableEvent,
  scrubErrorEvent,
  scrubPersonalText,
} from '@refcheck/domain';
import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';

/** Masks email addresses and phone numbers in free text (messages, exception values, breadcrumbs). */
export const scrubText = scrubPersonalText;

type SentryEvent = Sentry.ErrorEvent;

/** Keeps only what identifies the failure, not the person (the domain's privacy block, the web app's too). */
export function scrubEvent<
  E extends Omit<SentryEvent, 'type'> & { type?: SentryEvent['type'] | 'transaction' },
>(event: E): E {
  return scrubErrorEvent(event as E & ScrubbableEvent);
}

export function initErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
  release: string;
}) {
  if (!options.dsn) return false;
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
  if (!Sentry.isInitialized()) return;
  Sentry.withScope((scope) => {
    scope.setTag('request_id', request.id);
    scope.setTag('route', request.routeOptions?.url ?? 'unknown');
    const user = (request as { user?: { id?: string; companyId?: string | null } }).user;
    if (user?.id) scope.setUser({ id: user.id });
    if (user?.companyId) scope.setTag('company_id', user.companyId);
    scope.setContext('request', { method: request.method, path: request.url.split('?')[0] });
    Sentry.captureException(error);
  });
}

export const flushErrorReports = (timeoutMs = 2000) => Sentry.flush(timeoutMs);
