import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { breakdownIdentity, canRemoveBreakdown, countRegisteredByBreakdown } from './breakdown.ts';
import { candidateFormSchema, candidateSchema } from './candidate.ts';
import { candidateRowSchema } from './candidate-row.ts';
import { localizeIssues } from './localize.ts';

function errors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}

const breakdown = {
  relationship: 'directSupervisor',
  timeWorkingTogether: 'currentJub',
  numberOfPeople: 2,
} as const;
const valid = {
  name: '山田 太郎',
  email: 'taro@example.co.jp',
  countryCode: '+81',
  phoneNumber: '09012345678',
  deadline: '2025-04-01',
  refereeBreakdown: [breakdown],
};

describe('candidate form', () => {
  it('accepts a minimal candidate and fills the defaults', () => {
    const parsed = candidateSchema.parse({ ...valid, countryCode: '', currentCompany: '  ' });
    expect(parsed).toMatchObject({
      countryCode: '+81',
      currentCompany: '未入力',
      currentJobCategory: { major: 'blank', minor: 'blank' },
      siteWhereTalentApplied: 'blank',
      language: 'jp',
      rank: 'fulltime',
      selectionQuestion: true,
    });
    expect(parsed.deadline).toBeInstanceOf(Date);
    expect(parsed.refereeBreakdown[0]).toMatchObject({
      isRelationshipSelectedByCompany: true,
      otherRelationship: '',
    });
  });

  it('reports the required fields with the spec messages', () => {
    const result = candidateSchema.safeParse({ refereeBreakdown: [breakdown] });
    expect(result.success).toBe(false);
    const messages = localizeIssues(result.error!, 'jp').map((i) => `${i.path}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'name:氏名を入力してください',
        'email:メールアドレスを入力してください',
        'deadline:締め切りを選択してください',
        'phoneNumber:9-11桁の半角数字を入力してください',
      ]),
    );
    expect(errors(candidateSchema, { ...valid, email: 'taro@', deadline: '  ' })).toEqual([
      'email:validation.emailInvalid',
      'deadline:validation.deadlineRequired',
    ]);
    expect(errors(candidateSchema, { ...valid, deadline: 'not a date' })).toEqual([
      'deadline:validation.deadlineRequired',
    ]);
    expect(errors(candidateSchema, { ...valid, deadline: new Date(2025, 3, 1) })).toEqual([]);
  });

  it.each([
    ['12345678', false],
    ['123456789', true],
    ['09012345678', true],
    ['090123456789', false],
    ['０９０１２３４５６７８', false],
    ['090-1234-5678', false],
  ])('phone number %s valid: %s', (phoneNumber, ok) => {
    expect(errors(candidateSchema, { ...valid, phoneNumber })).toEqual(
      ok ? [] : ['phoneNumber:validation.phoneNumberInvalid'],
    );
  });

  it.each([
    ['+1', true],
    ['+1234', true],
    ['+12345', false],
    ['81', false],
    ['+', false],
  ])('country code %s valid: %s', (countryCode, ok) => {
    expect(errors(candidateSchema, { ...valid, countryCode })).toEqual(
      ok ? [] : ['countryCode:validation.countryCodeInvalid'],
    );
  });

  it('validates the job category and the site', () => {
    const ok = candidateSchema.parse({
      ...valid,
      currentJobCategory: { major: 'sales', minor: 'corporateSales' },
      siteWhereTalentApplied: 'doda',
      recruitmentOfficer: ' 佐藤 ',
    });
    expect(ok.currentJobCategory).toEqual({ major: 'sales', minor: 'corporateSales' });
    expect(ok.siteWhereTalentApplied).toBe('doda');
    expect(ok.recruitmentOfficer).toBe('佐藤');
    expect(
      candidateSchema.parse({ ...valid, currentJobCategory: { major: 'sales' } }).currentJobCategory,
    ).toEqual({
      major: 'sales',
      minor: 'blank',
    });
    expect(
      errors(candidateSchema, { ...valid, currentJobCategory: { major: 'sales', minor: 'webEngineer' } }),
    ).toEqual(['currentJobCategory:validation.jobCategoryInvalid']);
    expect(errors(candidateSchema, { ...valid, currentJobCategory: { major: 'chef' } })).toEqual([
      'currentJobCategory:validation.jobCategoryInvalid',
    ]);
    expect(errors(candidateSchema, { ...valid, siteWhereTalentApplied: 'nowhere' })).toEqual([
      'siteWhereTalentApplied:validation.appliedSiteInvalid',
    ]);
  });

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [1.5, false],
  ])('number of people %d valid: %s', (numberOfPeople, ok) => {
    expect(
      errors(candidateSchema, { ...valid, refereeBreakdown: [{ ...breakdown, numberOfPeople }] }),
    ).toEqual(ok ? [] : ['refereeBreakdown.0.numberOfPeople:validation.numberOfPeopleRange']);
  });

  it('needs at least one breakdown entry', () => {
    expect(errors(candidateSchema, { ...valid, refereeBreakdown: [] })).toEqual([
      'refereeBreakdown:validation.breakdownRequired',
    ]);
    expect(errors(candidateSchema, { ...valid, refereeBreakdown: undefined })).toEqual([
      'refereeBreakdown:validation.breakdownRequired',
    ]);
  });

  it("requires the free text of 'other' and drops it otherwise", () => {
    expect(
      errors(candidateSchema, {
        ...valid,
        refereeBreakdown: [{ ...breakdown, relationship: 'other', timeWorkingTogether: 'other' }],
      }),
    ).toEqual([
      'refereeBreakdown.0.otherRelationship:validation.otherRelationshipRequired',
      'refereeBreakdown.0.otherTimeWorkingTogether:validation.otherTimeWorkingTogetherRequired',
    ]);
    const parsed = candidateSchema.parse({
      ...valid,
      refereeBreakdown: [
        { ...breakdown, otherRelationship: 'ignored', relationship: 'other', otherTimeWorkingTogether: 'x' },
      ],
    });
    expect(parsed.refereeBreakdown[0]).toMatchObject({
      otherRelationship: 'ignored',
      otherTimeWorkingTogether: '',
    });
  });

  it('rejects duplicate breakdown entries', () => {
    const other = { ...breakdown, relationship: 'other', otherRelationship: '恩師' } as const;
    expect(
      errors(candidateSchema, {
        ...valid,
        refereeBreakdown: [breakdown, { ...breakdown, numberOfPeople: 1 }],
      }),
    ).toEqual(['refereeBreakdown.1:validation.breakdownDuplicated']);
    expect(
      errors(candidateSchema, {
        ...valid,
        refereeBreakdown: [other, { ...other, otherRelationship: ' 恩師 ' }],
      }),
    ).toEqual(['refereeBreakdown.1:validation.breakdownDuplicated']);
    expect(
      errors(candidateSchema, {
        ...valid,
        refereeBreakdown: [other, { ...other, otherRelationship: '友人' }],
      }),
    ).toEqual([]);
    const result = candidateSchema.safeParse({ ...valid, refereeBreakdown: [breakdown, breakdown] });
    expect(localizeIssues(result.error!, 'jp')[0]?.message).toBe('推薦者内訳が重複しています。');
  });

  it('does not let a count go below the referees already registered', () => {
    const registered = countRegisteredByBreakdown([
      breakdown,
      breakdown,
      breakdown,
      { ...breakdown, relationship: 'colleague' },
    ]);
    expect(registered.map((r) => r.count)).toEqual([3, 1]);
    const schema = candidateFormSchema({ registered });
    const result = schema.safeParse({ ...valid, refereeBreakdown: [{ ...breakdown, numberOfPeople: 2 }] });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!, 'jp')).toEqual([
      {
        path: 'refereeBreakdown.0.numberOfPeople',
        code: 'validation.numberOfPeopleBelowRegistered',
        message: '登録済みの推薦者数（3名）より少なくすることはできません',
      },
    ]);
    expect(
      schema.safeParse({ ...valid, refereeBreakdown: [{ ...breakdown, numberOfPeople: 3 }] }).success,
    ).toBe(true);
  });

  it('rejects an added question with empty text', () => {
    expect(
      errors(candidateSchema, {
        ...valid,
        questions: { descriptions: [{ key: 'original_1', text: '  ' }], selections: [] },
      }),
    ).toEqual(['questions.descriptions.0.text:validation.questionEmpty']);
  });

  it('exposes breakdown helpers', () => {
    expect(breakdownIdentity({ ...breakdown, otherRelationship: 'x' })).toBe(breakdownIdentity(breakdown));
    expect(canRemoveBreakdown([breakdown])).toBe(false);
    expect(canRemoveBreakdown([breakdown, breakdown])).toBe(true);
    expect(candidateRowSchema.parse({ ...valid, currentCompany: '株式会社A' }).currentCompany).toBe(
      '株式会社A',
    );
  });
});
