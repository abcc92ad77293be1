/**
 * Job categories: 12 majors from the spec, each with minors (see `job-minor-categories.ts`).
 * `blank` is the value of an empty choice; `sonar` comes from the ATS link and is never offered to referees.
 */
import { z } from 'zod';
import type { Language } from '../enums.ts';
import {
  BLANK_MINORS,
  CORPORATE_PLANNING_MINORS,
  CREATOR_MINORS,
  DIRECTOR_MINORS,
  IT_ENGINEER_MINORS,
  MANAGING_MINORS,
  MARKETING_MINORS,
  OTHER_MINORS,
  PROFESSION_MINORS,
  SALES_MINORS,
  SERVICE_MINORS,
  SONAR_MINORS,
} from './job-minor-categories.ts';
import type { Labels, LabelTable } from './labels.ts';

export const JOB_MAJOR_CATEGORIES = [
  'sales',
  'managing',
  'marketing',
  'corporatePlanning',
  'director',
  'ITEngineer',
  'creator',
  'profession',
  'service',
  'other',
  'sonar',
  'blank',
] as const;
export const jobMajorCategorySchema = z.enum(JOB_MAJOR_CATEGORIES);
export type JobMajorCategory = z.infer<typeof jobMajorCategorySchema>;

/** Majors a referee may choose: every major except `sonar`. */
export const REFEREE_JOB_MAJORS = [
  'sales',
  'managing',
  'marketing',
  'corporatePlanning',
  'director',
  'ITEngineer',
  'creator',
  'profession',
  'service',
  'other',
  'blank',
] as const satisfies readonly Exclude<JobMajorCategory, 'sonar'>[];
export const refereeJobMajors = REFEREE_JOB_MAJORS;
export const refereeJobMajorSchema = z.enum(REFEREE_JOB_MAJORS);
export type RefereeJobMajor = z.infer<typeof refereeJobMajorSchema>;

const MINORS_BY_MAJOR = {
  sales: SALES_MINORS,
  managing: MANAGING_MINORS,
  marketing: MARKETING_MINORS,
  corporatePlanning: CORPORATE_PLANNING_MINORS,
  director: DIRECTOR_MINORS,
  ITEngineer: IT_ENGINEER_MINORS,
  creator: CREATOR_MINORS,
  profession: PROFESSION_MINORS,
  service: SERVICE_MINORS,
  other: OTHER_MINORS,
  sonar: SONAR_MINORS,
  blank: BLANK_MINORS,
} as const;

export type JobMinorOf<M extends JobMajorCategory> = keyof (typeof MINORS_BY_MAJOR)[M] & string;
export type JobMinorCategory = { [M in JobMajorCategory]: JobMinorOf<M> }[JobMajorCategory];

/** Minor keys per major, in display order. */
export const JOB_MINOR_CATEGORIES = Object.fromEntries(
  JOB_MAJOR_CATEGORIES.map((major) => [major, Object.keys(MINORS_BY_MAJOR[major])]),
) as unknown as { readonly [M in JobMajorCategory]: readonly JobMinorOf<M>[] };

/** Every minor key (unique across majors). */
export const ALL_JOB_MINOR_CATEGORIES = JOB_MAJOR_CATEGORIES.flatMap(
  (major) => JOB_MINOR_CATEGORIES[major],
) as readonly JobMinorCategory[];
export const jobMinorCategorySchema = z.enum(
  ALL_JOB_MINOR_CATEGORIES as [JobMinorCategory, ...JobMinorCategory[]],
);

export const JOB_MAJOR_LABELS: LabelTable<JobMajorCategory> = {
  sales: { jp: '営業', en: 'Sales', cn: '销售' },
  managing: { jp: '管理部門（経理・人事・総務・法務）', en: 'Corporate functions', cn: '管理部门' },
  marketing: { jp: 'マーケティング', en: 'Marketing', cn: '市场营销' },
  corporatePlanning: {
    jp: '経営企画・事業企画',
    en: 'Corporate / business planning',
    cn: '经营企划・事业企划',
  },
  director: { jp: '経営者・役員・管理職', en: 'Executive / director', cn: '经营者・董事・管理职' },
  ITEngineer: { jp: 'ITエンジニア', en: 'IT engineer', cn: 'IT工程师' },
  creator: { jp: 'クリエイター・Web制作', en: 'Creative / web production', cn: '创意・网页制作' },
  profession: { jp: '専門職（士業・技術職・研究職）', en: 'Specialist / professional', cn: '专业职位' },
  service: { jp: 'サービス・販売', en: 'Service / retail', cn: '服务・销售' },
  other: { jp: 'その他', en: 'Other', cn: '其他' },
  sonar: { jp: 'sonar ATS連携', en: 'sonar ATS link', cn: 'sonar ATS对接' },
  blank: { jp: '未選択', en: 'Not selected', cn: '未选择' },
};

export const JOB_MINOR_LABELS = Object.fromEntries(
  JOB_MAJOR_CATEGORIES.flatMap((major) => Object.entries(MINORS_BY_MAJOR[major] as Record<string, Labels>)),
) as LabelTable<JobMinorCategory>;

/** The minors of a major. */
export function minorsOf<M extends JobMajorCategory>(major: M): readonly JobMinorOf<M>[] {
  return JOB_MINOR_CATEGORIES[major];
}

/** Whether `minor` belongs to `major`. `blank` is accepted for every major (minor not chosen). */
export function isMinorOf(major: JobMajorCategory, minor: string): boolean {
  return minor === 'blank' || (JOB_MINOR_CATEGORIES[major] as readonly string[]).includes(minor);
}

function findByKeyOrLabel<K extends string>(
  keys: readonly K[],
  table: LabelTable<K>,
  value: string,
): K | undefined {
  const needle = value.trim();
  return keys.find((key) => key === needle || Object.values<string>(table[key]).includes(needle));
}

/** A major from its key or its label in any language. */
export function findJobMajor(value: string): JobMajorCategory | undefined {
  return findByKeyOrLabel(JOB_MAJOR_CATEGORIES, JOB_MAJOR_LABELS, value);
}

/** A minor of `major` from its key or its label in any language. */
export function findJobMinor(major: JobMajorCategory, value: string): JobMinorCategory | undefined {
  const keys: readonly JobMinorCategory[] = [...JOB_MINOR_CATEGORIES[major], 'blank'];
  return findByKeyOrLabel(keys, JOB_MINOR_LABELS, value);
}

export function jobMajorLabel(major: JobMajorCategory, lang: Language): string {
  return JOB_MAJOR_LABELS[major][lang];
}

export function jobMinorLabel(minor: JobMinorCategory, lang: Language): string {
  return JOB_MINOR_LABELS[minor][lang];
}
