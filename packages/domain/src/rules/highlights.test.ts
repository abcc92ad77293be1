import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_TEXTS } from './highlight-texts.ts';
import {
  computeHighlights,
  favourableLevel,
  type HighlightReferee,
  questionHighlights,
} from './highlights.ts';
import { refereeCategoryScores } from './scoring.ts';

const pos = { key: 'q', polarity: 'positive' as const };
const neg = { key: 'q', polarity: 'negative' as const };
const refs = (...levels: (number | null | undefined)[]): HighlightReferee[] =>
  levels.map((level, i) => ({ id: `r${i + 1}`, selections: level === undefined ? {} : { q: level } }));
const kinds = (
  q: { key: string; polarity: 'positive' | 'negative' },
  levels: (number | null | undefined)[],
) => questionHighlights(q, refs(...levels)).map((h) => [h.kind, h.refereeIds]);

describe('favourableLevel', () => {
  it('is the level on a positive question and reversed (6 − level) on a negative one', () => {
    expect([1, 2, 3, 4, 5].map((l) => favourableLevel(l, 'positive'))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((l) => favourableLevel(l, 'negative'))).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('strength', () => {
  it('every referee at the top two levels of a positive question', () => {
    expect(kinds(pos, [5, 4])).toEqual([['strength', ['r1', 'r2']]]);
    expect(kinds(pos, [4, 4, 4])).toEqual([['strength', ['r1', 'r2', 'r3']]]);
  });
  it('not when one referee is below the top two', () => {
    expect(kinds(pos, [4, 3])).toEqual([]);
  });
  it('every referee at the bottom two levels of a reversed (negative) question', () => {
    expect(kinds(neg, [1, 2])).toEqual([['strength', ['r1', 'r2']]]);
    expect(kinds(neg, [5, 4])).toEqual([['concern', ['r1', 'r2']]]);
  });
  it('one referee only is enough', () => {
    expect(kinds(pos, [5])).toEqual([['strength', ['r1']]]);
  });
  it('an unanswered cell does not count: the answering referees decide and are the ones named', () => {
    expect(kinds(pos, [5, undefined, 4])).toEqual([['strength', ['r1', 'r3']]]);
    expect(kinds(pos, [null, 4])).toEqual([['strength', ['r2']]]);
  });
});

describe('concern', () => {
  it('any referee at the low end of a positive question, naming only those referees', () => {
    expect(kinds(pos, [2, 3])).toEqual([['concern', ['r1']]]);
    expect(kinds(pos, [1])).toEqual([['concern', ['r1']]]);
    expect(kinds(pos, [3, 2, 2])).toEqual([['concern', ['r2', 'r3']]]);
  });
  it('any referee at the high end of a negative question', () => {
    expect(kinds(neg, [4, 3])).toEqual([['concern', ['r1']]]);
    expect(kinds(neg, [3, 3])).toEqual([]);
  });
  it('the middle level is neither a strength nor a concern', () => {
    expect(kinds(pos, [3, 3])).toEqual([]);
    expect(kinds(neg, [3])).toEqual([]);
  });
});

describe('divergence', () => {
  it('two referees two or more levels apart, with a concern where one is low', () => {
    expect(kinds(pos, [5, 3])).toEqual([['divergence', ['r1', 'r2']]]);
    expect(kinds(pos, [5, 2])).toEqual([
      ['concern', ['r2']],
      ['divergence', ['r1', 'r2']],
    ]);
    expect(kinds(pos, [4, 2])).toEqual([
      ['concern', ['r2']],
      ['divergence', ['r1', 'r2']],
    ]);
  });
  it('one level apart is no divergence (a tie neither)', () => {
    expect(kinds(pos, [4, 5])).toEqual([['strength', ['r1', 'r2']]]);
    expect(kinds(pos, [3, 3, 3])).toEqual([]);
  });
  it('apart on the raw levels whatever the polarity', () => {
    expect(kinds(neg, [1, 3])).toEqual([['divergence', ['r1', 'r2']]]);
  });
  it('names every referee two or more levels from another, not the one in between', () => {
    expect(kinds(pos, [5, 4, 3])).toEqual([['divergence', ['r1', 'r3']]]);
    expect(kinds(pos, [1, 3, 5])).toEqual([
      ['concern', ['r1']],
      ['divergence', ['r1', 'r2', 'r3']],
    ]);
  });
  it('ties at the extremes are all named', () => {
    expect(kinds(pos, [5, 5, 3])).toEqual([['divergence', ['r1', 'r2', 'r3']]]);
  });
  it('one referee only, or one answer and an unanswered cell, never diverges', () => {
    expect(kinds(pos, [3])).toEqual([]);
    expect(kinds(pos, [3, undefined])).toEqual([]);
    expect(kinds(pos, [5, null, 3])).toEqual([['divergence', ['r1', 'r3']]]);
  });
});

describe('computeHighlights', () => {
  it('groups by kind in question order and skips questions without polarity or answers', () => {
    const questions = [
      { key: 'd1', polarity: null },
      { key: 's1', polarity: 'positive' as const },
      { key: 's2', polarity: 'negative' as const },
      { key: 's3', polarity: 'positive' as const },
      { key: 's4', polarity: 'positive' as const },
    ];
    const referees: HighlightReferee[] = [
      { id: 'a', selections: { d1: 5, s1: 5, s2: 1, s3: 1 } },
      { id: 'b', selections: { s1: 4, s2: 4, s3: 2 } },
    ];
    expect(computeHighlights(questions, referees)).toEqual([
      { kind: 'strength', questionKey: 's1', refereeIds: ['a', 'b'] },
      { kind: 'concern', questionKey: 's2', refereeIds: ['b'] },
      { kind: 'concern', questionKey: 's3', refereeIds: ['a', 'b'] },
      { kind: 'divergence', questionKey: 's2', refereeIds: ['a', 'b'] },
    ]);
  });
  it('no referees, no highlights', () => {
    expect(computeHighlights([{ key: 's1', polarity: 'positive' }], [])).toEqual([]);
  });
  it('ignores values that are not a level', () => {
    expect(
      computeHighlights([{ key: 'q', polarity: 'positive' }], [{ id: 'a', selections: { q: 7 } }]),
    ).toEqual([]);
  });
});

describe('refereeCategoryScores', () => {
  it("is one referee's own percentage per category, null where unanswered", () => {
    const scores = refereeCategoryScores(
      [
        { key: 'a', category: 'compliance', polarity: 'positive' },
        { key: 'b', category: 'compliance', polarity: 'negative' },
      ],
      { a: 5, b: 2 },
    );
    expect(scores.compliance).toBe(90);
    expect(scores.attendance).toBeNull();
  });
});

describe('HIGHLIGHT_TEXTS', () => {
  it('says in every language that it is computed, and the rule of each kind', () => {
    expect(HIGHLIGHT_TEXTS.jp.caption).toBe('回答から自動で抽出');
    for (const texts of Object.values(HIGHLIGHT_TEXTS)) {
      for (const kind of ['strength', 'concern', 'divergence'] as const) {
        expect(texts.rules[kind].startsWith(texts.kinds[kind])).toBe(true);
      }
    }
  });
});
