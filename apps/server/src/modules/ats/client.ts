/** One request to sonar's partner API: the result as JSON, the subscription key in the Authorization header. */
import { errorDetailOf, parseRetryAfter } from '@refcheck/domain';

export interface SonarAnswer {
  /** 0: no answer (network error or time-out). */
  status: number;
  /** The `detail` of an error answer, or why there was none. */
  detail: string | null;
  /** Seconds the answer asked to wait (`Retry-After`), if any. */
  retryAfter: number | null;
}

export async function postToSonar(request: {
  url: string;
  key: string;
  body: string;
  deliveryId: string;
  timeoutMs: number;
}): Promise<SonarAnswer> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Refcheck-sonar-client/1',
        authorization: request.key,
        'x-refcheck-delivery': request.deliveryId,
      },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    const failed = response.status >= 300;
    return {
      status: response.status,
      detail: failed ? (errorDetailOf(text) ?? (text.slice(0, 200) || null)) : null,
      retryAfter: failed ? parseRetryAfter(response.headers.get('retry-after'), new Date()) : null,
    };
  } catch (err) {
    return { status: 0, detail: err instanceof Error ? err.message : String(err), retryAfter: null };
  }
}
