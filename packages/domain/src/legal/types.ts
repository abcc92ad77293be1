/** Legal documents as structured data: a title, an optional preamble, numbered articles and dates. */
export interface LegalArticle {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  preamble: readonly string[];
  articles: readonly LegalArticle[];
  /** Closing lines such as the enactment and revision dates. */
  dates: readonly string[];
}

/** Builds articles from `[title, ...paragraphs]` tuples. */
export function articles(entries: readonly (readonly [string, ...string[]])[]): LegalArticle[] {
  return entries.map(([title, ...paragraphs]) => ({ title, paragraphs }));
}
