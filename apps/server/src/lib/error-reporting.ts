/**
 * Error reporting to a Sentry-compatible service (Sentry, GlitchTip, self-hosted Sentry…), on when SENTRY_DSN is
 * set. Tracing sample rate 1 (spec §9). Every event carries the request id and the user and company ids — never
 * names, addresses, phone numbers, answers, cookies or request bodies: `scrubEvent` removes them before sending.
 */
import { scrubPersonalText } from '@refcheck/domain';
import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';

/** Masks email addresses and phone numbers in free text (messages, exception values, breadcrumbs). */
export const scrubText = scrubPersonalText;

type SentryEvent = Sentry.ErrorEvent;

/** Keeps only what identifies the failure, not the person. */
export function scrubEvent<
  E extends Omit<SentryEvent, 'type'> & { type?: SentryEvent['type'] | 'transaction' },
>(event: E): E {
  if (event.user) event.user = event.user.id ? { id: event.user.id } : {};
  if (event.request) {
    // Method and path only: no query (tokens), headers (cookies), body (answers, personal data) or address.
    const url = event.request.url ? event.request.url.split('?')[0] : undefined;
    event.request = { method: event.request.method, ...(url ? { url } : {}) };
  }
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      // Local variables and source lines around the frame could hold anything the code handled.
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  event.breadcrumbs = event.breadcrumbs?.map((b) => ({
    ...b,
    message: b.message ? scrubText(b.message) : b.message,
    data: undefined,
  }));
  delete event.extra;
  delete event.server_name;
  return event;
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
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
    },
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
