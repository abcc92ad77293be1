import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { announcementSchema } from './announcement.ts';
import { declineSchema } from './decline.ts';
import { excuseAnswersSchema, excuseDraftSchema, excusesSchema } from './excuse.ts';
import { followUpSchema } from './follow-up.ts';
import { interestEmailSchema } from './interest-email.ts';
import { fieldErrors, issueMessageKey, localizeIssues } from './localize.ts';
import { scheduledSendSchema } from './scheduled-send.ts';
import { templateSchema } from './template.ts';
import { withdrawalSchema } from './withdrawal.ts';

function errors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}
function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map((i) => i.message);
}

describe('regain trust', () => {
  it('requires every excuse', () => {
    const input = {
      fromReferees: [{ text: 'Q', answers: [{ text: 'A', excuse: '' }] }],
      fromCompany: { text: 'Q2', excuse: ' ' },
    };
    expect(messages(excusesSchema, input)).toEqual(['回答を入力してください', '回答を入力してください']);
    expect(excusesSchema.parse({}).fromReferees).toEqual([]);
  });

  it('requires the follow-up deadline', () => {
    expect(messages(followUpSchema, {})).toEqual(['締切は必ず入力してください']);
    const item = { refereeId: '00000000-0000-4000-8000-000000000001', questionKey: 'description_1' };
    expect(
      followUpSchema.parse({ excuseDeadline: '2025-05-01', fromCompanyText: '', items: [item] })
        .fromCompanyText,
    ).toBeUndefined();
  });

  it('needs something to ask: a referee answer or a question of the company', () => {
    expect(errors(followUpSchema, { excuseDeadline: '2025-05-01', fromCompanyText: ' ' })).toEqual([
      'items:validation.followUpNothingToAsk',
    ]);
    expect(followUpSchema.parse({ excuseDeadline: '2025-05-01', fromCompanyText: 'なぜ？' }).items).toEqual(
      [],
    );
    expect(
      errors(followUpSchema, { excuseDeadline: '2025-05-01', fromCompanyText: 'x'.repeat(2001) }),
    ).toEqual(['fromCompanyText:validation.tooLong']);
    expect(
      errors(followUpSchema, { excuseDeadline: '2025-05-01', items: [{ refereeId: 'x', questionKey: 'q' }] }),
    ).toHaveLength(1);
  });

  it("takes the candidate's excuses by position, a draft with its revision", () => {
    expect(
      messages(excuseAnswersSchema, {
        fromReferees: [{ answers: [{ excuse: '' }] }],
        fromCompany: { excuse: 'ok' },
      }),
    ).toEqual(['回答を入力してください']);
    const draft = excuseDraftSchema.parse({ revision: 3, fromReferees: [{ answers: [{ excuse: '' }] }] });
    expect(draft.fromReferees[0]?.answers[0]?.excuse).toBe('');
    expect(errors(excuseDraftSchema, { revision: -1, fromReferees: [] })).toHaveLength(1);
  });

  it('checks the interest email', () => {
    expect(messages(interestEmailSchema, { email: 'x' })).toEqual(['無効なメールアドレスです。']);
    expect(messages(interestEmailSchema, { email: '' })).toEqual(['無効なメールアドレスです。']);
    expect(errors(interestEmailSchema, { email: 'a@b.jp' })).toEqual([]);
  });

  it('requires a decline reason', () => {
    expect(errors(declineSchema, { description: '' })).toEqual([
      'description:validation.declineReasonRequired',
    ]);
    const result = declineSchema.safeParse({});
    expect(localizeIssues(result.error!, 'en')[0]?.message).toBe('Please enter the reason for declining');
  });
});

describe('withdrawal questionnaire', () => {
  const valid = {
    companyName: '株式会社A',
    userName: '山田',
    email: 'a@example.jp',
    reasonsForWithdrawal: {
      selections: ['highCharge', 'highCharge', 'other'],
      descriptions: '費用対効果が合わないため',
    },
  };

  it('accepts a complete questionnaire and removes repeated reasons', () => {
    expect(withdrawalSchema.parse(valid).reasonsForWithdrawal.selections).toEqual(['highCharge', 'other']);
  });

  it('uses the spec messages', () => {
    expect(
      messages(withdrawalSchema, {
        companyName: '',
        userName: '',
        email: '',
        reasonsForWithdrawal: { selections: [], descriptions: '' },
      }),
    ).toEqual([
      '会社名を入力してください',
      '氏名を入力してください',
      'メールアドレスを入力してください',
      '少なくとも一つ選択してください',
      '退会理由を具体的にご記載ください',
    ]);
    expect(
      errors(withdrawalSchema, {
        ...valid,
        reasonsForWithdrawal: { ...valid.reasonsForWithdrawal, selections: ['x'] },
      }),
    ).toEqual(['reasonsForWithdrawal.selections.0:validation.withdrawalReasonRequired']);
  });
});

describe('template', () => {
  it('requires a name and non-empty questions', () => {
    const questions = { jp: { descriptions: [{ key: 'description_1', text: '強みは?' }], selections: [] } };
    expect(errors(templateSchema, { name: '営業職', templateType: 'fulltime', questions })).toEqual([]);
    expect(messages(templateSchema, { name: ' ', templateType: 'rookie', questions })).toEqual([
      'テンプレートの名前を入力してください',
    ]);
    expect(
      messages(templateSchema, {
        name: 'a',
        templateType: 'fulltime',
        questions: { ...questions, en: { selections: [{ key: 'original_1', text: '' }] } },
      }),
    ).toEqual(['質問が入力されていません']);
  });
});

describe('announcement', () => {
  it('uses the spec messages and checks the optional link', () => {
    expect(messages(announcementSchema, { title: '', text: '' })).toEqual([
      'カテゴリーを選択してください。',
      'タイトルを入力してください。',
      '日付を入力してください。',
      'テキストを入力してください。',
    ]);
    const ok = {
      category: 'info',
      title: 'メンテナンスのお知らせ',
      date: '2025-04-01',
      text: '本文',
      href: '',
    };
    expect(announcementSchema.parse(ok).href).toBeUndefined();
    expect(announcementSchema.parse({ ...ok, href: 'https://example.com/news' }).href).toBe(
      'https://example.com/news',
    );
    expect(errors(announcementSchema, { ...ok, href: 'javascript:alert(1)' })).toEqual([
      'href:validation.urlInvalid',
    ]);
    expect(errors(announcementSchema, { ...ok, category: 'other' })).toEqual([
      'category:validation.announcementCategoryRequired',
    ]);
  });
});

describe('scheduled send', () => {
  const now = new Date('2025-04-01T09:00:00+09:00');
  it('needs a date-time after now', () => {
    const schema = scheduledSendSchema(now);
    expect(errors(schema, {})).toEqual(['scheduledAt:validation.scheduledAtRequired']);
    expect(errors(schema, { scheduledAt: '2025-04-01T09:00:00+09:00' })).toEqual([
      'scheduledAt:validation.scheduledAtPast',
    ]);
    expect(errors(schema, { scheduledAt: '2025-04-01T09:01:00+09:00' })).toEqual([]);
    expect(errors(schema, { scheduledAt: new Date('2025-05-01T00:00:00Z') })).toEqual([]);
  });
});

describe('localizeIssues', () => {
  it("maps zod's built-in issues to generic messages", () => {
    const schema = z.object({
      a: z.string(),
      b: z.array(z.string()).min(1),
      c: z.number().max(3),
      d: z.email(),
    });
    const result = schema.safeParse({ b: [], c: 4, d: 'x' });
    expect(localizeIssues(result.error!, 'jp')).toEqual([
      { path: 'a', code: 'validation.required', message: '入力必須項目です' },
      { path: 'b', code: 'validation.required', message: '入力必須項目です' },
      { path: 'c', code: 'validation.invalid', message: '入力内容が正しくありません' },
      { path: 'd', code: 'validation.invalid', message: '入力内容が正しくありません' },
    ]);
    expect(localizeIssues(result.error!, 'cn')[0]?.message).toBe('此项为必填项');
    expect(issueMessageKey({ code: 'custom', path: [], message: 'validation.nameRequired' })).toBe(
      'validation.nameRequired',
    );
  });

  it('gives the first message per field', () => {
    const result = declineSchema.safeParse({ description: '' });
    expect(fieldErrors(result.error!, 'en')).toEqual({
      description: 'Please enter the reason for declining',
    });
  });
});
