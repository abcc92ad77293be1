/** A risk-check provider: newspaper and web article counts for a name, and the URL of its article list. */
import type { RiskCounts } from '@refcheck/domain';

export interface RiskCheckProvider {
  readonly name: 'riskeyes' | 'sandbox';
  /** Both counts for `keyword` (the person's name), billed to the company's provider user ID `enduserid`. */
  counts(keyword: string, enduserid: string): Promise<RiskCounts>;
  /** A short-lived URL opening the article list for `keyword`; built on the server, never stored. */
  resultUrl(keyword: string): Promise<string>;
}

/** The provider failed or answered something unusable (the caller shows the spec's connection message). */
export class RiskProviderError extends Error {
  override name = 'RiskProviderError';
}
