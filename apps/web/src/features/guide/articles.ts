/**
 * The guide's articles (/guide, issue 27) in jp, en and cn. Kept out of the i18n catalogs: only this lazily
 * loaded chunk carries them, so no other page downloads the guide's text.
 */
import type { Language } from '@refcheck/domain';

import { ARTICLE_SLUGS, type ArticleSlug } from './article-types.ts';

export { ARTICLES } from './article-texts.ts';
export { ARTICLE_SLUGS, type ArticleSlug, type GuideArticle, type GuideStep } from './article-types.ts';

export const isArticleSlug = (value: string): value is ArticleSlug =>
  (ARTICLE_SLUGS as readonly string[]).includes(value);

export const GUIDE_TEXT: Record<
  Language,
  {
    title: string;
    lead: string;
    steps: string;
    tip: string;
    back: string;
    read: string;
    illustration: string;
  }
> = {
  jp: {
    title: 'ご利用ガイド',
    lead: 'リファレンスチェックの流れを、画面ごとに短くご案内します。',
    steps: '手順',
    tip: 'ポイント',
    back: 'ガイドの一覧へ',
    read: '記事を読む',
    illustration: '画面のイメージ：{{title}}',
  },
  en: {
    title: 'Guide',
    lead: 'Short walk-throughs of a reference check, screen by screen.',
    steps: 'Steps',
    tip: 'Tip',
    back: 'All guide articles',
    read: 'Read the article',
    illustration: 'Screen sketch: {{title}}',
  },
  cn: {
    title: '使用指南',
    lead: '按画面简要介绍背景调查的流程。',
    steps: '步骤',
    tip: '提示',
    back: '返回指南列表',
    read: '阅读文章',
    illustration: '画面示意：{{title}}',
  },
};
