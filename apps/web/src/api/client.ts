import { currentLanguage } from '../i18n/instance.ts';
import { BCP47 } from '../i18n/languages.ts';
import { ApiError, apiErrorFromBody, NETWORK_ERROR_CODE } from './api-error.ts';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the bot check's solution before an SMS send). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the web app calls its API: same origin, cookies included, JSON both ways, the user's language in
 * `Accept-Language`. Resolves with the parsed body of a 2xx answer; rejects with an `ApiError` otherwise.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json, application/problem+json',
    'Accept-Language': BCP47[currentLanguage()],
    ...options.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, cause });
  }

  const parsed = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorFromBody(response.status, parsed, response.statusText);
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) error.retryAfter = retryAfter;
    throw error;
  }
  return parsed as T;
}
