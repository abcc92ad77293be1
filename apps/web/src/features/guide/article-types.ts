/** Slugs and shapes of the guide's articles (texts in article-texts.ts, page texts in articles.ts). */
export const ARTICLE_SLUGS = ['candidates', 'invitations', 'referees', 'report', 'regain-trust'] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export interface GuideStep {
  title: string;
  text: string;
}

export interface GuideArticle {
  title: string;
  summary: string;
  steps: GuideStep[];
  tip: string;
}
