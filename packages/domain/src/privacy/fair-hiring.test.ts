import { describe, expect, it } from 'vitest';
import { LANGUAGES, RANKS } from '../enums.ts';
import { defaultQuestionSets } from '../questions/index.ts';
import { candidateSchema } from '../schemas/candidate.ts';
import { templateSchema } from '../schemas/template.ts';
import { fairHiringHits, fairHiringReview, questionSetsFairHiringReview } from './fair-hiring.ts';

describe('fairHiringHits', () => {
  it('warns on a question about the birthplace, in every language', () => {
    expect(fairHiringHits('出身地はどちらですか')).toEqual([{ topic: 'origin', term: '出身地' }]);
    expect(fairHiringHits('Where is the candidate’s birthplace?')).toEqual([
      { topic: 'origin', term: 'birthplace' },
    ]);
    expect(fairHiringHits('候选人的籍贯是哪里？')).toEqual([{ topic: 'origin', term: '籍贯' }]);
  });
  it('finds each guideline topic', () => {
    expect(fairHiringHits('ご家族の職業を教えてください').map((h) => h.topic)).toEqual(['family']);
    expect(fairHiringHits('持ち家ですか、賃貸ですか').map((h) => h.topic)).toEqual(['housing']);
    expect(fairHiringHits('信仰している宗教はありますか').map((h) => h.topic)).toEqual(['religion']);
    expect(fairHiringHits('支持政党を教えてください').map((h) => h.topic)).toEqual(['politics']);
    expect(fairHiringHits('尊敬する人物と愛読書は？').map((h) => h.topic)).toEqual(['beliefs']);
    expect(fairHiringHits('労働組合に加入していましたか').map((h) => h.topic)).toEqual(['union']);
    expect(fairHiringHits('持病や病歴はありますか').map((h) => h.topic)).toEqual(['health']);
  });
  it('folds width and case, and lists several topics once each', () => {
    expect(fairHiringHits('RELIGION and Family?').map((h) => h.topic)).toEqual(['family', 'religion']);
  });
  it('does not warn on education or work questions that share words', () => {
    expect(fairHiringHits('出身大学と専攻を教えてください')).toEqual([]);
    expect(fairHiringHits('チームワークを大切にしていましたか')).toEqual([]);
  });
});

describe('fairHiringReview', () => {
  it('lets every default question set pass, in every language and rank', () => {
    for (const rank of RANKS) {
      const sets = defaultQuestionSets(rank);
      for (const lang of LANGUAGES) {
        const review = fairHiringReview([...sets[lang].descriptions, ...sets[lang].selections]);
        expect(review, `${rank}/${lang}`).toEqual([]);
      }
    }
  });
  it('keys the hits by question', () => {
    expect(
      fairHiringReview([
        { key: 'original_1', text: '出身地はどちらですか' },
        { key: 'original_2', text: '強みを教えてください' },
      ]),
    ).toEqual([{ key: 'original_1', hits: [{ topic: 'origin', term: '出身地' }] }]);
  });
});

describe('messages', () => {
  it('has a reason for every topic', async () => {
    const { isMessageKey } = await import('../messages/catalog.ts');
    const { FAIR_HIRING_TOPICS } = await import('./fair-hiring.ts');
    const { fairHiringTopicKey } = await import('./index.ts');
    for (const topic of FAIR_HIRING_TOPICS) expect(isMessageKey(fairHiringTopicKey(topic)), topic).toBe(true);
  });
});

describe('questionSetsFairHiringReview and the template schema', () => {
  const questions = {
    jp: {
      descriptions: [
        { key: 'original_1', text: '出身地はどちらですか' },
        { key: 'original_2', text: '強みを教えてください' },
      ],
      selections: [],
    },
    en: { descriptions: [{ key: 'original_1', text: 'Where is their hometown?' }], selections: [] },
  };
  it('lists each touching question with its language', () => {
    expect(questionSetsFairHiringReview(questions)).toEqual([
      {
        lang: 'jp',
        key: 'original_1',
        text: '出身地はどちらですか',
        hits: [{ topic: 'origin', term: '出身地' }],
      },
      {
        lang: 'en',
        key: 'original_1',
        text: 'Where is their hometown?',
        hits: [{ topic: 'origin', term: 'hometown' }],
      },
    ]);
  });
  it('refuses to save such a template until the company confirms the warning', () => {
    const body = { name: '営業職', templateType: 'fulltime', questions };
    const refused = templateSchema.safeParse(body);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fairHiringConfirmed', 'validation.fairHiringConfirm'],
    ]);
    expect(templateSchema.safeParse({ ...body, fairHiringConfirmed: true }).success).toBe(true);
  });
  it('saves the default question sets without any confirmation', () => {
    for (const rank of RANKS) {
      const body = { name: 'default', templateType: rank, questions: defaultQuestionSets(rank) };
      expect(templateSchema.safeParse(body).success, rank).toBe(true);
    }
  });
});

describe('the candidate schema', () => {
  const base = {
    name: '候補 太郎',
    email: 'taro@example.jp',
    countryCode: '+81',
    phoneNumber: '09011112222',
    deadline: '2030-01-01T00:00:00.000Z',
    refereeBreakdown: [
      { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
    ],
    questions: { descriptions: [{ key: 'original_1', text: '持ち家ですか' }], selections: [] },
  };
  const paths = (body: object) =>
    candidateSchema.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];
  it("asks for confirmation of the candidate's own question, not with a template or once confirmed", () => {
    expect(paths(base)).toEqual(['fairHiringConfirmed']);
    expect(paths({ ...base, fairHiringConfirmed: true })).toEqual([]);
    expect(paths({ ...base, templateId: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    expect(
      paths({ ...base, questions: { descriptions: [{ key: 'original_1', text: '強みは？' }] } }),
    ).toEqual([]);
  });
});
