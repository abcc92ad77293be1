import { describe, expect, it } from 'vitest';
import {
  findSimilarAnswers,
  jaccard,
  LSH_BANDS,
  lshBands,
  MIN_COMPARABLE_LENGTH,
  minHash,
  minHashSimilarity,
  normalizeText,
  SIMILAR_TEXT_ELSEWHERE_THRESHOLD,
  SIMILAR_TEXT_THRESHOLD,
  shingles,
  signatureToInt32,
  textSimilarity,
} from './similarity.ts';

const honestA =
  '彼は営業チームのリーダーとして、毎月の目標を確実に達成していました。後輩の相談にもよく乗っており、チームの雰囲気を明るくしてくれる存在でした。';
const honestB =
  '顧客対応が丁寧で、難しい案件でも粘り強く交渉していました。一方で資料作成は締め切り直前になることがあり、周囲が手伝う場面もありました。';
const copied = `${honestA.replace('毎月', '毎月毎月').replace('。', '！')}`;

describe('normalizeText', () => {
  it('folds full-width characters and case and drops spaces and punctuation', () => {
    expect(normalizeText('ＡＢＣ　ｄｅｆ、１２３。')).toBe('abcdef123');
  });
});

describe('shingles', () => {
  it('gives nothing for texts too short to compare', () => {
    expect(shingles('特になし').size).toBe(0);
    expect(shingles('あ'.repeat(MIN_COMPARABLE_LENGTH - 1)).size).toBe(0);
  });
  it('gives the distinct 3-character windows', () => {
    expect(shingles('あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほ').size).toBe(28);
  });
});

describe('textSimilarity', () => {
  it('is 1 for the same text, whatever its spacing and punctuation', () => {
    expect(textSimilarity(honestA, ` ${honestA.replaceAll('、', ' ')} `)).toBe(1);
  });
  it('passes the threshold for a lightly edited copy', () => {
    expect(textSimilarity(honestA, copied)).toBeGreaterThanOrEqual(SIMILAR_TEXT_THRESHOLD);
  });
  it('stays well under the threshold for two honest answers to the same question', () => {
    expect(textSimilarity(honestA, honestB)).toBeLessThan(0.1);
  });
  it('is 0 when a text is too short', () => {
    expect(textSimilarity('特になし', '特になし')).toBe(0);
    expect(jaccard(new Set(), new Set(['a']))).toBe(0);
  });
});

describe('minHash', () => {
  it('estimates the Jaccard similarity', () => {
    const a = minHash(honestA)!;
    const b = minHash(honestB)!;
    expect(a).toHaveLength(64);
    expect(minHashSimilarity(a, minHash(honestA)!)).toBe(1);
    expect(minHashSimilarity(a, minHash(copied)!)).toBeGreaterThanOrEqual(SIMILAR_TEXT_THRESHOLD - 0.2);
    expect(minHashSimilarity(a, b)).toBeLessThan(0.2);
  });
  it('is null for texts too short to compare', () => {
    expect(minHash('はい')).toBeNull();
    expect(minHashSimilarity([], [])).toBe(0);
  });
});

describe('findSimilarAnswers', () => {
  it('pairs referees whose answers to the same question match, not across questions', () => {
    const pairs = findSimilarAnswers([
      { id: 'r1', answers: { q1: honestA, q2: honestB } },
      { id: 'r2', answers: { q1: honestB, q2: honestA } },
      { id: 'r3', answers: { q1: copied } },
    ]);
    expect(pairs).toEqual([['r1', 'r3']]);
  });
});

describe('lshBands', () => {
  const bandsOf = (text: string) => lshBands(signatureToInt32(minHash(text)!));
  const shared = (a: number[], b: number[]) => a.filter((band, i) => b[i] === band).length;

  it('gives the same bands for the same text, stored as signed 32-bit integers', () => {
    const a = bandsOf(honestA);
    expect(a).toHaveLength(LSH_BANDS);
    expect(bandsOf(`${honestA}  `)).toEqual(a);
    for (const band of a) expect(band).toBe(band | 0);
  });
  it('lets a lightly edited copy meet the original in at least one band, and two honest answers in none', () => {
    expect(textSimilarity(honestA, copied)).toBeGreaterThanOrEqual(SIMILAR_TEXT_ELSEWHERE_THRESHOLD);
    expect(shared(bandsOf(honestA), bandsOf(copied))).toBeGreaterThan(0);
    expect(shared(bandsOf(honestA), bandsOf(honestB))).toBe(0);
  });
  it('keeps the signature comparable after the signed conversion', () => {
    const a = minHash(honestA)!;
    expect(minHashSimilarity(signatureToInt32(a), signatureToInt32(minHash(copied)!))).toBe(
      minHashSimilarity(a, minHash(copied)!),
    );
  });
});
