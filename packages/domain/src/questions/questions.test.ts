import { describe, expect, it } from 'vitest';
import { EVALUATION_CATEGORIES, LANGUAGES, RANKS } from '../enums.ts';
import { AGREEMENT_LEVELS } from '../rules/scoring.ts';
import {
  AGREEMENT_SCALE_LABELS,
  agreementLabel,
  DEFAULT_SELECTION_QUESTIONS,
  defaultQuestionSets,
  defaultQuestions,
  defaultSelectionQuestion,
  isOriginalQuestionKey,
  originalQuestionKey,
} from './index.ts';

describe('default questions', () => {
  it.each([
    ['fulltime', 16],
    ['rookie', 18],
  ] as const)('%s has 8 descriptions and %d selections over all seven categories', (rank, count) => {
    const { descriptions, selections } = defaultQuestions(rank);
    expect(descriptions).toHaveLength(8);
    expect(selections).toHaveLength(count);
    expect(new Set(selections.map((q) => q.key)).size).toBe(count);
    expect(new Set(selections.map((q) => q.category))).toEqual(new Set(EVALUATION_CATEGORIES));
    expect(selections.some((q) => q.polarity === 'negative')).toBe(true);
    for (const q of selections) expect(q.key).toMatch(new RegExp(`^selection_${q.category}_\\d+$`));
  });

  it('has texts in every language', () => {
    for (const rank of RANKS) {
      const { descriptions, selections } = defaultQuestions(rank);
      for (const q of [...descriptions, ...selections]) {
        for (const lang of LANGUAGES) expect(q.text[lang].trim(), `${q.key} ${lang}`).toBeTruthy();
      }
    }
  });

  it('asks whether the referee would work with the candidate again', () => {
    const good = defaultQuestions('fulltime').selections.filter((q) => q.category === 'goodImpression');
    expect(good.map((q) => q.text.jp)).toEqual([
      '機会があれば、またこの方と一緒に働きたいと思う。',
      'この方は、同僚や部下、取引先など身近な人を大切にしている。',
    ]);
  });

  it('gives per-language sets for storage', () => {
    const sets = defaultQuestionSets('rookie');
    expect(sets.en.selections).toHaveLength(18);
    expect(sets.cn.descriptions[0]).toEqual({
      key: 'description_1',
      text: defaultQuestions('rookie').descriptions[0]?.text.cn,
    });
    expect(defaultSelectionQuestion('selection_tolerance_2')).toMatchObject({
      category: 'tolerance',
      polarity: 'negative',
    });
    expect(defaultSelectionQuestion('original_1')).toBeUndefined();
    expect(DEFAULT_SELECTION_QUESTIONS.length).toBeGreaterThanOrEqual(18);
  });

  it('labels the agreement scale', () => {
    for (const lang of LANGUAGES) expect(AGREEMENT_SCALE_LABELS[lang]).toHaveLength(AGREEMENT_LEVELS.length);
    expect(agreementLabel(5, 'jp')).toBe('そう思う');
    expect(agreementLabel(1, 'en')).toBe('Disagree');
  });

  it('keys custom questions by timestamp', () => {
    const key = originalQuestionKey(new Date(1_700_000_000_123));
    expect(key).toBe('original_1700000000123');
    expect(isOriginalQuestionKey(key)).toBe(true);
    expect(isOriginalQuestionKey('selection_compliance_1')).toBe(false);
  });
});
