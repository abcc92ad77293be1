/**
 * The sandbox risk-check provider (the default when no RISK EYES account is configured): deterministic newspaper and
 * web article counts and article lists derived from the searched name, so a developer and the tests always see the
 * same result for the same name.
 */

/** FNV-1a over the UTF-16 code units of the text (stable across runs and platforms). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export interface RiskCounts {
  paperClipCount: number;
  webClipCount: number;
}

/** Normalizes a searched name: trimmed, inner white space (full-width too) collapsed to one space. */
export function normalizeRiskKeyword(name: string): string {
  return name.replace(/[\s\u3000]+/g, ' ').trim();
}

/** Counts of the sandbox: 0 to 3 newspaper and 0 to 5 web articles, derived from the name. */
export function sandboxRiskCounts(name: string): RiskCounts {
  const hash = stableHash(normalizeRiskKeyword(name));
  return { paperClipCount: hash % 4, webClipCount: (hash >>> 8) % 6 };
}

export interface SandboxArticle {
  /** Stable within a list: kind and position (paper-1, web-2…). */
  id: string;
  kind: 'paper' | 'web';
  title: string;
  source: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
}

const PAPER_SOURCES = ['サンプル新聞 朝刊', 'サンプル経済新聞', '地方サンプル新聞'] as const;
const WEB_SOURCES = ['example.com ニュース', 'サンプルニュースサイト', 'ブログ (example.org)'] as const;
const TOPICS = [
  '取引先との契約をめぐる報道',
  '業界団体の会合に関する記事',
  '地域イベントの紹介記事',
] as const;

/** The article list of the sandbox for a name: as many articles of each kind as its counts, newest first. */
export function sandboxArticles(name: string): SandboxArticle[] {
  const keyword = normalizeRiskKeyword(name);
  const counts = sandboxRiskCounts(keyword);
  const hash = stableHash(keyword);
  const make = (kind: SandboxArticle['kind'], count: number, sources: readonly string[]) =>
    Array.from({ length: count }, (_, i) => {
      const n = (hash >>> (i + (kind === 'web' ? 3 : 0))) + i;
      const year = 2015 + (n % 10);
      const month = 1 + ((n >>> 4) % 12);
      const day = 1 + ((n >>> 8) % 28);
      return {
        id: `${kind}-${i + 1}`,
        kind,
        title: `${keyword}氏 ${TOPICS[n % TOPICS.length]}（サンプル）`,
        source: sources[n % sources.length]!,
        publishedOn: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      };
    });
  return [
    ...make('paper', counts.paperClipCount, PAPER_SOURCES),
    ...make('web', counts.webClipCount, WEB_SOURCES),
  ].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}

/** Whether the article-list button is shown: any count of at least 1 (spec: risk-check panel). */
export function hasRiskArticles(
  counts: { paperClipCount?: number | null; webClipCount?: number | null } | null | undefined,
): boolean {
  return (counts?.paperClipCount ?? 0) >= 1 || (counts?.webClipCount ?? 0) >= 1;
}
