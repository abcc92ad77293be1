/**
 * Free-text similarity without an external service: character n-gram shingles (they suit Japanese, which has no
 * spaces), Jaccard similarity for the texts of one check, and a MinHash signature for comparing with the company's
 * other checks through an index. The threshold and how it was chosen: docs/decisions.md, "Trust signals".
 */

/** Shingle length in characters. */
export const SHINGLE_SIZE = 3;
/** Texts shorter than this after normalising ("特になし", "はい") are too short to compare. */
export const MIN_COMPARABLE_LENGTH = 30;
/** Jaccard similarity from which two answers count as the same text. */
export const SIMILAR_TEXT_THRESHOLD = 0.5;
/** Number of hash functions in a MinHash signature (estimate error about 1/sqrt(64) ≈ 0.125). */
export const MINHASH_SIZE = 64;

/** Comparable form: NFKC (full-width to half-width), lower case, no spaces, punctuation or symbols. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The set of character n-grams of a normalised text; empty when it is too short to compare. */
export function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const chars = Array.from(normalizeText(text));
  const result = new Set<string>();
  if (chars.length < MIN_COMPARABLE_LENGTH) return result;
  for (let i = 0; i + size <= chars.length; i++) result.add(chars.slice(i, i + size).join(''));
  return result;
}

/** |A ∩ B| / |A ∪ B|; 0 when either set is empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Similarity of two free-text answers, 0 to 1. */
export function textSimilarity(a: string, b: string): number {
  return jaccard(shingles(a), shingles(b));
}

/** 32-bit FNV-1a of a string with a seed, as an unsigned integer. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The MinHash signature of a text's shingles (MINHASH_SIZE unsigned integers), or null when too short to compare. */
export function minHash(text: string): number[] | null {
  const set = shingles(text);
  if (set.size === 0) return null;
  const signature = new Array<number>(MINHASH_SIZE).fill(0xffffffff);
  for (const shingle of set) {
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const h = fnv1a(shingle, Math.imul(i + 1, 0x9e3779b1));
      if (h < signature[i]!) signature[i] = h;
    }
  }
  return signature;
}

/** Estimated Jaccard similarity of two signatures: the share of positions that agree. */
export function minHashSimilarity(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  let same = 0;
  for (let i = 0; i < n; i++) if (a[i] === b[i]) same++;
  return same / n;
}

/**
 * Across checks, a text counts as the same when its estimated similarity reaches this: near-copies only. Two honest
 * Japanese answers share common windows (「ました」「ていま」), about 0.1 to 0.15 of their union, and a company holds up
 * to 200,000 written answers: a looser bar would make the index compare each answer with thousands.
 */
export const SIMILAR_TEXT_ELSEWHERE_THRESHOLD = 0.7;

/**
 * Locality-sensitive hashing for the company-wide comparison: the signature is cut into LSH_BANDS bands of LSH_ROWS
 * positions, and two texts are compared only when one band is the same. With 12 bands of 5, a pair shares a band with
 * probability 1 − (1 − J⁵)¹²: 0.99 at J = 0.8, 0.89 at 0.7, 0.32 at 0.5, and 0.0003 for two honest answers
 * (J ≈ 0.12); the few chance matches are then checked on the whole signature.
 */
export const LSH_BANDS = 12;
export const LSH_ROWS = 5;

/** Stored form of a signature: signed 32-bit integers (a PostgreSQL `integer[]`); equality is unchanged. */
export function signatureToInt32(signature: readonly number[]): number[] {
  return signature.map((v) => v | 0);
}

/** The band keys of a signature (LSH_BANDS signed 32-bit integers), each mixing its band number with its rows. */
export function lshBands(signature: readonly number[]): number[] {
  const bands: number[] = [];
  for (let band = 0; band < LSH_BANDS; band++) {
    let hash = Math.imul(band + 1, 0x9e3779b1) >>> 0;
    for (let row = 0; row < LSH_ROWS; row++) {
      hash = Math.imul(hash ^ (signature[band * LSH_ROWS + row]! >>> 0), 0x01000193) >>> 0;
      hash = (hash ^ (hash >>> 15)) >>> 0;
    }
    bands.push(hash | 0);
  }
  return bands;
}

/** Pairs of referees (ids in input order) with at least one pair of answers to the same question above the threshold. */
export function findSimilarAnswers(
  referees: readonly { id: string; answers: Readonly<Record<string, string>> }[],
  threshold = SIMILAR_TEXT_THRESHOLD,
): [string, string][] {
  const prepared = referees.map((r) => ({
    id: r.id,
    sets: Object.fromEntries(Object.entries(r.answers).map(([q, text]) => [q, shingles(text)])),
  }));
  const pairs: [string, string][] = [];
  prepared.forEach((a, i) => {
    for (const b of prepared.slice(i + 1)) {
      const similar = Object.entries(a.sets).some(([q, set]) => {
        const other = b.sets[q];
        return other !== undefined && jaccard(set, other) >= threshold;
      });
      if (similar) pairs.push([a.id, b.id]);
    }
  });
  return pairs;
}
