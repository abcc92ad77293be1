/** Masks email addresses and phone numbers in free text before it leaves for error reporting. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /\+?\d[\d\s-]{8,}\d/g;

export function scrubPersonalText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/**
 * What a Sentry SDK may collect on its own, on the server and in the browser alike: nothing about the person (no
 * user info, cookies, headers, bodies, query strings, GraphQL documents or AI inputs).
 */
export function errorReportDataCollection() {
  return {
    userInfo: false,
    cookies: false,
    httpHeaders: false,
    httpBodies: [] as never[],
    urlQueryParams: false,
    graphQL: { document: false, variables: false },
    genAI: { inputs: false, outputs: false },
  };
}

/** The parts of an error report event the scrub reads (Sentry's server and browser events both fit). */
export interface ScrubbableEvent {
  user?: { id?: string | number } & Record<string, unknown>;
  request?: { method?: string; url?: string } & Record<string, unknown>;
  message?: string;
  exception?: {
    values?: {
      value?: string;
      stacktrace?: {
        frames?: { vars?: unknown; pre_context?: unknown; context_line?: unknown; post_context?: unknown }[];
      };
    }[];
  };
  breadcrumbs?: { message?: string; data?: unknown }[];
  extra?: unknown;
  server_name?: string;
}

/**
 * The privacy block of every error report, server and browser: keeps what identifies the failure, not the person.
 * The user's id only; the request's method and path (no query: tokens; no headers: cookies; no body: answers);
 * addresses and numbers masked in messages, exception values and breadcrumbs (whose data goes); no local
 * variables or source lines of stack frames; no extra context or server name.
 */
export function scrubErrorEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.user) event.user = (event.user.id ? { id: event.user.id } : {}) as E['user'];
  if (event.request) {
    const url = event.request.url ? event.request.url.split('?')[0] : undefined;
    event.request = { method: event.request.method, ...(url ? { url } : {}) } as E['request'];
  }
  if (event.message) event.message = scrubPersonalText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubPersonalText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) {
      delete frame.vars;
      delete frame.pre_context;
      delete frame.context_line;
      delete frame.post_context;
    }
  }
  if (event.breadcrumbs)
    event.breadcrumbs = event.breadcrumbs.map((b) => ({
      ...b,
      message: b.message ? scrubPersonalText(b.message) : b.message,
      data: undefined,
    }));
  delete event.extra;
  delete event.server_name;
  return event;
}
