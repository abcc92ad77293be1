/**
 * Where a candidate applied: the spec's generic sources (agency, referrer, myHomepage, blank) plus 50 Japanese
 * job boards, scouting services and graduate-recruiting sites, and `other`. Brand names are kept as written by
 * their owners; cn uses the Japanese brand name unless a Chinese rendering is customary.
 */
import { z } from 'zod';
import type { Language } from '../enums.ts';
import type { Labels, LabelTable } from './labels.ts';

type Site = readonly [key: string, jp: string, en: string, cn?: string];

const SITES = [
  ['agency', '人材紹介会社', 'Recruitment agency', '人才中介公司'],
  ['referrer', 'リファラル（社員紹介）', 'Employee referral', '内部推荐'],
  ['myHomepage', '自社ホームページ', 'Company website', '公司官网'],
  ['rikunabiNext', 'リクナビNEXT', 'Rikunabi NEXT'],
  ['doda', 'doda', 'doda'],
  ['bizreach', 'ビズリーチ', 'BizReach'],
  ['mynaviTenshoku', 'マイナビ転職', 'Mynavi Tenshoku'],
  ['enTenshoku', 'エン転職', 'en tenshoku'],
  ['green', 'Green', 'Green'],
  ['wantedly', 'Wantedly', 'Wantedly'],
  ['indeed', 'Indeed', 'Indeed'],
  ['type', 'type', 'type'],
  ['womanType', '女の転職type', 'Onna no Tenshoku type'],
  ['recruitDirectScout', 'リクルートダイレクトスカウト', 'Recruit Direct Scout'],
  ['ambi', 'AMBI', 'AMBI'],
  ['miidas', 'ミイダス', 'MIIDAS'],
  ['dodaX', 'doda X', 'doda X'],
  ['nikkeiTenshoku', '日経転職版', 'Nikkei Tenshoku', '日经转职版'],
  ['kyujinBox', '求人ボックス', 'Kyujin Box'],
  ['stanby', 'スタンバイ', 'Stanby'],
  ['engage', 'engage', 'engage'],
  ['googleJobs', 'Googleしごと検索', 'Google for Jobs', 'Google招聘搜索'],
  ['hellowork', 'ハローワーク', 'Hello Work (public employment office)', '公共职业安定所（Hello Work）'],
  ['townwork', 'タウンワーク', 'Townwork'],
  ['baitoru', 'バイトル', 'Baitoru'],
  ['mynaviBaito', 'マイナビバイト', 'Mynavi Baito'],
  ['fromA', 'フロム・エー ナビ', 'From A navi'],
  ['hatalike', 'はたらいく', 'Hatalike'],
  ['jobMedley', 'ジョブメドレー', 'JOB MEDLEY'],
  ['forkwellJobs', 'Forkwell Jobs', 'Forkwell Jobs'],
  ['findy', 'Findy', 'Findy'],
  ['paizaTenshoku', 'paiza転職', 'paiza Tenshoku'],
  ['lapras', 'LAPRAS', 'LAPRAS'],
  ['youtrust', 'YOUTRUST', 'YOUTRUST'],
  ['linkedin', 'LinkedIn', 'LinkedIn', '领英（LinkedIn）'],
  ['eightCareer', 'Eight Career Design', 'Eight Career Design'],
  ['daijob', 'Daijob.com', 'Daijob.com'],
  ['careerCross', 'CareerCross', 'CareerCross'],
  ['openwork', 'OpenWork', 'OpenWork'],
  ['tenshokuKaigi', '転職会議', 'Tenshoku Kaigi'],
  ['careerIndex', 'キャリアインデックス', 'Career Index'],
  ['reShukatsu', 'Re就活', 'Re Shukatsu'],
  ['mynaviMiddleSenior', 'マイナビミドルシニア', 'Mynavi Middle Senior'],
  ['creativeVillage', 'CREATIVE VILLAGE', 'CREATIVE VILLAGE'],
  ['rikunabi', 'リクナビ', 'Rikunabi'],
  ['mynavi', 'マイナビ', 'Mynavi'],
  ['offerBox', 'OfferBox', 'OfferBox'],
  ['oneCareer', 'ONE CAREER', 'ONE CAREER'],
  ['gaishishukatsu', '外資就活ドットコム', 'Gaishishukatsu.com'],
  ['dodaCampus', 'dodaキャンパス', 'doda campus'],
  ['kimisuka', 'キミスカ', 'Kimisuka'],
  ['labbase', 'LabBase', 'LabBase'],
  ['atGP', 'atGP', 'atGP'],
  ['other', 'その他', 'Other', '其他'],
  ['blank', '未選択', 'Not selected', '未选择'],
] as const satisfies readonly Site[];

type SiteKey = (typeof SITES)[number][0];

export const APPLIED_SITES = SITES.map((site) => site[0]) as unknown as readonly [SiteKey, ...SiteKey[]];
export const appliedSiteSchema = z.enum(APPLIED_SITES);
export type AppliedSite = z.infer<typeof appliedSiteSchema>;

/** The four generic sources of the spec. */
export const GENERIC_APPLIED_SITES = [
  'agency',
  'referrer',
  'myHomepage',
  'blank',
] as const satisfies readonly AppliedSite[];

export const APPLIED_SITE_LABELS = Object.fromEntries(
  SITES.map((site): [string, Labels] => [site[0], { jp: site[1], en: site[2], cn: site[3] ?? site[1] }]),
) as LabelTable<AppliedSite>;

export function appliedSiteLabel(site: AppliedSite, lang: Language): string {
  return APPLIED_SITE_LABELS[site][lang];
}

/** A site from its key or its label in any language (case-insensitive for Latin names). */
export function findAppliedSite(value: string): AppliedSite | undefined {
  const needle = value.trim().toLowerCase();
  return APPLIED_SITES.find(
    (key) =>
      key.toLowerCase() === needle ||
      Object.values<string>(APPLIED_SITE_LABELS[key]).some((label) => label.toLowerCase() === needle),
  );
}
