/**
 * `similarText` across checks (issue 22): a referee's free-text answers are fingerprinted when they complete (MinHash
 * signature and LSH bands, packages/domain's similarity.ts), and a check's referees are matched against the company's
 * other checks of the last 12 months through the bands' index, then confirmed on the whole signature.
 */
import {
  lshBands,
  minHash,
  minHashSimilarity,
  SIMILAR_TEXT_ELSEWHERE_THRESHOLD,
  signatureToInt32,
} from '@refcheck/domain/trust-signals/similarity';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { answerFingerprintBands, answerFingerprints } from '../../db/schema/index.ts';

/** Another candidate's referees count for `similarText` for this long (as for `contactReused`). */
const SIMILAR_TEXT_WINDOW = sql`interval '12 months'`;

export interface FingerprintSubject {
  companyId: string;
  talentId: string;
  refereeId: string;
}

/** Records the fingerprints of a referee's free-text answers (texts too short to compare have none); in `db`'s transaction. */
export async function recordAnswerFingerprints(
  db: Db | Tx,
  s: FingerprintSubject,
  texts: Readonly<Record<string, string>>,
): Promise<void> {
  const rows = Object.entries(texts).flatMap(([questionKey, text]) => {
    const signature = minHash(text);
    return signature ? [{ questionKey, signature }] : [];
  });
  if (rows.length === 0) return;
  const inserted = await db
    .insert(answerFingerprints)
    .values(
      rows.map((r) => ({
        companyId: s.companyId,
        talentId: s.talentId,
        refereeId: s.refereeId,
        questionKey: r.questionKey,
        signature: signatureToInt32(r.signature),
      })),
    )
    .returning({ id: answerFingerprints.id });
  await db
    .insert(answerFingerprintBands)
    .values(
      inserted.flatMap(({ id }, k) =>
        lshBands(rows[k]!.signature).map((band) => ({ companyId: s.companyId, band, fingerprintId: id })),
      ),
    );
}

/**
 * The check's referees whose free text is a near-copy (estimated Jaccard ≥ SIMILAR_TEXT_ELSEWHERE_THRESHOLD) of a text
 * a referee of another of the company's candidates wrote in the last 12 months. Two indexed queries: the check's own
 * fingerprints, then the company's others sharing one of their bands; the other candidate is never named.
 */
export async function similarTextElsewhere(db: Db, companyId: string, talentId: string): Promise<string[]> {
  const mine = (
    await db
      .select({ refereeId: answerFingerprints.refereeId, signature: answerFingerprints.signature })
      .from(answerFingerprints)
      .where(and(ofCompany(answerFingerprints, companyId), eq(answerFingerprints.talentId, talentId)))
  ).map((m) => ({ ...m, bands: new Set(lshBands(m.signature)) }));
  if (mine.length === 0) return [];
  const theirs = await db
    .select({ band: answerFingerprintBands.band, signature: answerFingerprints.signature })
    .from(answerFingerprintBands)
    .innerJoin(answerFingerprints, eq(answerFingerprints.id, answerFingerprintBands.fingerprintId))
    .where(
      and(
        ofCompany(answerFingerprintBands, companyId),
        inArray(answerFingerprintBands.band, [...new Set(mine.flatMap((m) => [...m.bands]))]),
        ne(answerFingerprints.talentId, talentId),
        gt(answerFingerprints.createdAt, sql`now() - ${SIMILAR_TEXT_WINDOW}`),
      ),
    );
  const found = new Set<string>();
  for (const m of mine) {
    const copied = theirs.some(
      (o) =>
        m.bands.has(o.band) &&
        minHashSimilarity(m.signature, o.signature) >= SIMILAR_TEXT_ELSEWHERE_THRESHOLD,
    );
    if (copied) found.add(m.refereeId);
  }
  return [...found];
}
