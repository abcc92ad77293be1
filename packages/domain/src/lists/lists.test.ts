import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_CATEGORIES,
  EVALUATION_CATEGORIES,
  LANGUAGES,
  PLAN_STATUSES,
  RANKS,
  RELATIONSHIPS,
  TALENT_STATUSES,
  TIMES_WORKING_TOGETHER,
} from '../enums.ts';
import {
  APPLIED_SITE_LABELS,
  APPLIED_SITES,
  appliedSiteLabel,
  appliedSiteSchema,
  findAppliedSite,
  GENERIC_APPLIED_SITES,
} from './applied-sites.ts';
import {
  ANNOUNCEMENT_CATEGORY_LABELS,
  EVALUATION_CATEGORY_LABELS,
  PLAN_STATUS_LABELS,
  RANK_LABELS,
  RELATIONSHIP_LABELS,
  TALENT_STATUS_LABELS,
  TIME_WORKING_TOGETHER_LABELS,
} from './enum-labels.ts';
import {
  ALL_JOB_MINOR_CATEGORIES,
  findJobMajor,
  findJobMinor,
  isMinorOf,
  JOB_MAJOR_CATEGORIES,
  JOB_MAJOR_LABELS,
  JOB_MINOR_LABELS,
  jobMajorLabel,
  jobMinorCategorySchema,
  jobMinorLabel,
  minorsOf,
  REFEREE_JOB_MAJORS,
  refereeJobMajorSchema,
  refereeJobMajors,
} from './job-categories.ts';
import { type LabelTable, labelOf } from './labels.ts';
import {
  WITHDRAWAL_REASON_LABELS,
  WITHDRAWAL_REASONS,
  withdrawalReasonSchema,
} from './withdrawal-reasons.ts';

function expectComplete(values: readonly string[], table: LabelTable<string>) {
  expect(Object.keys(table).sort()).toEqual([...values].sort());
  for (const value of values) {
    for (const lang of LANGUAGES) expect(table[value]?.[lang]?.trim(), `${value} ${lang}`).toBeTruthy();
  }
}

describe('enum labels', () => {
  it.each([
    ['relationship', RELATIONSHIPS, RELATIONSHIP_LABELS],
    ['timeWorkingTogether', TIMES_WORKING_TOGETHER, TIME_WORKING_TOGETHER_LABELS],
    ['rank', RANKS, RANK_LABELS],
    ['plan status', PLAN_STATUSES, PLAN_STATUS_LABELS],
    ['talent status', TALENT_STATUSES, TALENT_STATUS_LABELS],
    ['announcement category', ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_CATEGORY_LABELS],
    ['evaluation category', EVALUATION_CATEGORIES, EVALUATION_CATEGORY_LABELS],
    ['job major', JOB_MAJOR_CATEGORIES, JOB_MAJOR_LABELS],
    ['job minor', ALL_JOB_MINOR_CATEGORIES, JOB_MINOR_LABELS],
    ['applied site', APPLIED_SITES, APPLIED_SITE_LABELS],
    ['withdrawal reason', WITHDRAWAL_REASONS, WITHDRAWAL_REASON_LABELS],
  ] as const)('%s has a label for every value in every language', (_, values, table) => {
    expectComplete(values, table as LabelTable<string>);
  });

  it('uses the spec wording for categories and the pending plan', () => {
    expect(EVALUATION_CATEGORIES.map((c) => labelOf(EVALUATION_CATEGORY_LABELS, c, 'jp'))).toEqual([
      'コンプライアンス',
      '勤怠',
      '責任感',
      '仕事に対する姿勢',
      '業務完遂力',
      'ストレス耐性',
      'その他 / 好印象',
    ]);
    expect(PLAN_STATUS_LABELS.PLAN_STATUS_ORDERING_STANDARD.en).toBe('Standard plan (pending)');
  });
});

describe('job categories', () => {
  it('has the 12 majors and excludes sonar from referee choices', () => {
    expect(JOB_MAJOR_CATEGORIES).toHaveLength(12);
    expect(REFEREE_JOB_MAJORS).toEqual(JOB_MAJOR_CATEGORIES.filter((m) => m !== 'sonar'));
    expect(refereeJobMajors).toBe(REFEREE_JOB_MAJORS);
    expect(refereeJobMajorSchema.safeParse('sonar').success).toBe(false);
  });

  it('has unique camelCase minors, each major with at least one', () => {
    expect(new Set(ALL_JOB_MINOR_CATEGORIES).size).toBe(ALL_JOB_MINOR_CATEGORIES.length);
    for (const minor of ALL_JOB_MINOR_CATEGORIES) expect(minor).toMatch(/^[a-z][A-Za-z]*$/);
    for (const major of JOB_MAJOR_CATEGORIES) expect(minorsOf(major).length).toBeGreaterThan(0);
    expect(minorsOf('sales')).toContain('corporateSales');
    expect(jobMinorCategorySchema.safeParse('webEngineer').success).toBe(true);
  });

  it('checks membership and finds by key or label', () => {
    expect(isMinorOf('sales', 'corporateSales')).toBe(true);
    expect(isMinorOf('sales', 'webEngineer')).toBe(false);
    expect(isMinorOf('sales', 'blank')).toBe(true);
    expect(findJobMajor('営業')).toBe('sales');
    expect(findJobMajor(' ITEngineer ')).toBe('ITEngineer');
    expect(findJobMajor('IT engineer')).toBe('ITEngineer');
    expect(findJobMajor('unknown')).toBeUndefined();
    expect(findJobMinor('sales', '法人営業')).toBe('corporateSales');
    expect(findJobMinor('sales', 'webEngineer')).toBeUndefined();
    expect(findJobMinor('sales', '未選択')).toBe('blank');
    expect(jobMajorLabel('ITEngineer', 'jp')).toBe('ITエンジニア');
    expect(jobMinorLabel('corporateSales', 'cn')).toBe('企业客户销售');
  });
});

describe('applied sites', () => {
  it('has the generic sources and about 50 job sites', () => {
    for (const site of GENERIC_APPLIED_SITES) expect(APPLIED_SITES).toContain(site);
    expect(APPLIED_SITES.length - GENERIC_APPLIED_SITES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(APPLIED_SITES).size).toBe(APPLIED_SITES.length);
    expect(appliedSiteSchema.safeParse('doda').success).toBe(true);
  });

  it('labels brands and finds by key or label, case-insensitively', () => {
    expect(appliedSiteLabel('rikunabiNext', 'jp')).toBe('リクナビNEXT');
    expect(appliedSiteLabel('rikunabiNext', 'cn')).toBe('リクナビNEXT');
    expect(appliedSiteLabel('hellowork', 'cn')).toContain('Hello Work');
    expect(findAppliedSite('ビズリーチ')).toBe('bizreach');
    expect(findAppliedSite('wantedly')).toBe('wantedly');
    expect(findAppliedSite('BizReach')).toBe('bizreach');
    expect(findAppliedSite('nowhere')).toBeUndefined();
  });
});

describe('withdrawal reasons', () => {
  it('has 13 values including the four of the spec', () => {
    expect(WITHDRAWAL_REASONS).toHaveLength(13);
    for (const reason of ['mistakeRegistration', 'highCharge', 'badUsability', 'other']) {
      expect(withdrawalReasonSchema.safeParse(reason).success).toBe(true);
    }
  });
});
