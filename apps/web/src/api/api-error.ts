/** One invalid field of a problem+json body. */
export interface ApiFieldError {
  path: string;
  code: string;
  message: string;
}

/**
 * Every failed call ends here: an RFC 9457 problem+json body (`{ type, title, status, code, detail, errors }`),
 * better-auth's `{ code, message }`, or no body at all. `status` 0 means the request never got an answer.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly errors: readonly ApiFieldError[];
  /** Seconds from the Retry-After header of a 429 answer. */
  retryAfter: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message?: string;
    title?: string;
    detail?: string;
    errors?: readonly ApiFieldError[];
    cause?: unknown;
  }) {
    super(init.message ?? init.detail ?? init.title ?? init.code, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'network_error';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function fieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, code, message } = item as Record<string, unknown>;
    return [
      {
        path: Array.isArray(path) ? path.join('.') : String(path ?? ''),
        code: typeof code === 'string' ? code : 'invalid',
        message: typeof message === 'string' ? message : '',
      },
    ];
  });
}

/** Builds the error for a non-2xx response from its (possibly absent or non-JSON) body. */
export function apiErrorFromBody(status: number, body: unknown, statusText = ''): ApiError {
  if (typeof body !== 'object' || body === null) {
    return new ApiError({ status, code: `http_${status}`, title: statusText || undefined });
  }
  const record = body as Record<string, unknown>;
  const title = stringField(record, 'title');
  const detail = stringField(record, 'detail');
  return new ApiError({
    status,
    code: stringField(record, 'code') ?? `http_${status}`,
    title,
    detail,
    message: detail ?? stringField(record, 'message') ?? title,
    errors: fieldErrors(record.errors),
  });
}
