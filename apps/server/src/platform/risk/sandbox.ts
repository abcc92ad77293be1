/**
 * The sandbox risk-check provider, the default without a RISK EYES account: deterministic counts per name (domain
 * `sandboxRiskCounts`) and an article-list page served by the product, opened through a signed, expiring link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type RiskCounts, sandboxRiskCounts } from '@refcheck/domain';
import type { RiskCheckProvider } from './provider.ts';

/** How long an article-list link of the sandbox opens (like the provider's short-lived access token). */
export const SANDBOX_LINK_MINUTES = 30;

export class SandboxRiskProvider implements RiskCheckProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private sign(keyword: string, expires: number): string {
    return createHmac('sha256', `${this.secret}:risk-sandbox`)
      .update(`${expires}\n${keyword}`)
      .digest('base64url');
  }

  async counts(keyword: string): Promise<RiskCounts> {
    return sandboxRiskCounts(keyword);
  }

  async resultUrl(keyword: string): Promise<string> {
    const expires = Math.floor(this.now().getTime() / 1000) + SANDBOX_LINK_MINUTES * 60;
    const query = new URLSearchParams({
      keyword,
      expires: String(expires),
      token: this.sign(keyword, expires),
    });
    return `${this.publicUrl}/risk_check/articles?${query}`;
  }

  /** Whether a link's token is the one issued for this keyword and has not expired. */
  verify(keyword: string, expires: number, token: string): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < this.now().getTime()) return false;
    const expected = Buffer.from(this.sign(keyword, expires));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
