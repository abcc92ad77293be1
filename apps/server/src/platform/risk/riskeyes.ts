/**
 * RISK EYES (Social Wire) adapter: JSON over HTTPS, `POST {base}/api/{endpoint}`. Logs in with login_check, keeps
 * the token in memory only, refreshes it when the API answers 401, and logs in again when the refresh token has
 * expired (error code E400006).
 */
import type { RiskCounts } from '@refcheck/domain';
import { type RiskCheckProvider, RiskProviderError } from './provider.ts';

export interface RiskEyesOptions {
  baseUrl: string;
  username: string;
  password: string;
  accessKey: string;
  timeoutMs: number;
}

export const REFRESH_EXPIRED_CODE = 'E400006';

interface Tokens {
  token: string;
  refreshToken: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const errorCode = (body: Record<string, unknown>): string | undefined => {
  const errors = body.errors as { error_code?: unknown } | undefined;
  return typeof errors?.error_code === 'string' ? errors.error_code : undefined;
};

export class RiskEyesProvider implements RiskCheckProvider {
  readonly name = 'riskeyes' as const;
  private tokens: Tokens | null = null;
  private pendingLogin: Promise<Tokens> | null = null;

  constructor(private readonly options: RiskEyesOptions) {}

  private get base() {
    return this.options.baseUrl.replace(/\/$/, '');
  }

  private async call(endpoint: string, body: unknown, token?: string): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${this.base}/api/${endpoint}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new RiskProviderError(`RISK EYES ${endpoint}: ${(err as Error).message}`);
    }
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new RiskProviderError(`RISK EYES ${endpoint}: answered ${response.status} without JSON`);
    }
    return { status: response.status, body: (parsed ?? {}) as Record<string, unknown> };
  }

  private async login(): Promise<Tokens> {
    const { status, body } = await this.call('login_check', {
      _username: this.options.username,
      _password: this.options.password,
    });
    if (status !== 200 || typeof body.token !== 'string' || typeof body.refresh_token !== 'string') {
      throw new RiskProviderError(`RISK EYES login_check failed (${status} ${errorCode(body) ?? ''})`);
    }
    this.tokens = { token: body.token, refreshToken: body.refresh_token };
    return this.tokens;
  }

  /** One login at a time: concurrent searches wait for the same one. */
  private loginOnce(): Promise<Tokens> {
    this.pendingLogin ??= this.login().finally(() => {
      this.pendingLogin = null;
    });
    return this.pendingLogin;
  }

  private async refresh(stale: Tokens): Promise<Tokens> {
    if (this.tokens && this.tokens.token !== stale.token) return this.tokens; // someone refreshed already
    const { status, body } = await this.call('token/refresh', { refresh_token: stale.refreshToken });
    if (status === 200 && typeof body.token === 'string') {
      this.tokens = {
        token: body.token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : stale.refreshToken,
      };
      return this.tokens;
    }
    if (errorCode(body) === REFRESH_EXPIRED_CODE || status === 401) {
      this.tokens = null;
      return this.loginOnce();
    }
    throw new RiskProviderError(`RISK EYES token/refresh failed (${status} ${errorCode(body) ?? ''})`);
  }

  /** An authorized call: refreshes (or logs in again) once when the token is refused. */
  private async authorized(endpoint: string, body: unknown): Promise<Record<string, unknown>> {
    let tokens = this.tokens ?? (await this.loginOnce());
    let answer = await this.call(endpoint, body, tokens.token);
    if (answer.status === 401) {
      tokens = await this.refresh(tokens);
      answer = await this.call(endpoint, body, tokens.token);
    }
    if (answer.status !== 200) {
      throw new RiskProviderError(
        `RISK EYES ${endpoint} failed (${answer.status} ${errorCode(answer.body) ?? ''})`,
      );
    }
    return answer.body;
  }

  private async count(kind: 'paper' | 'web', keyword: string, enduserid: string): Promise<number> {
    const body = await this.authorized(`search/${kind}/count`, { keyword, negative_type: 0, enduserid });
    const count = Number(body.clip_count);
    if (!Number.isInteger(count) || count < 0) {
      throw new RiskProviderError(`RISK EYES search/${kind}/count: no clip_count`);
    }
    return count;
  }

  async counts(keyword: string, enduserid: string): Promise<RiskCounts> {
    // One after the other: a refresh or re-login by the first is reused by the second.
    const paperClipCount = await this.count('paper', keyword, enduserid);
    const webClipCount = await this.count('web', keyword, enduserid);
    return { paperClipCount, webClipCount };
  }

  async resultUrl(keyword: string): Promise<string> {
    const body = await this.authorized('token/access', { access_key: this.options.accessKey });
    const accessToken = body.token ?? body.access_token;
    if (typeof accessToken !== 'string' || accessToken === '') {
      throw new RiskProviderError('RISK EYES token/access: no token');
    }
    const query = new URLSearchParams({
      keyword,
      negative_type: '0',
      paper_flg: '1',
      web_flg: '1',
      access_token: accessToken,
    });
    return `${this.base}/mypage/requestUrl?${query}`;
  }
}
