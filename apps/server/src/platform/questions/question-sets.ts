/**
 * Question sets stored once per company and content. A set is immutable: storing a list of questions finds the
 * set with the same content or creates it, so 10,000 candidates asked the default questions share one set, and
 * editing a candidate's or a template's questions points it at another set (copy on write) without touching
 * anyone else's.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionSetItems, questionSets, talents, templateQuestions } from '../../db/schema/index.ts';
import type { TalentQuestion } from './talent-questions.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SetItem = Omit<TalentQuestion, 'position'>;

/** SHA-256 of the items in order (positions follow from the order). */
export function contentHash(items: readonly SetItem[]): string {
  const canonical = items.map((q) => [
    q.key,
    q.kind,
    q.category ?? null,
    q.polarity ?? null,
    q.texts.jp,
    q.texts.en,
    q.texts.cn,
  ]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const ITEMS_PER_STATEMENT = 2_000;

/**
 * The ids of the company's sets with these contents, in the order given (equal contents, equal ids), creating
 * the missing ones with their items: at most three statements plus the items, whatever the number of lists.
 */
export async function storeQuestionSets(
  tx: Tx,
  companyId: string,
  lists: readonly (readonly SetItem[])[],
): Promise<string[]> {
  // Callers pass the same list object for equal snapshots (a CSV's rows): each object is hashed once.
  const hashOf = new Map<readonly SetItem[], string>();
  const unique = new Map<string, readonly SetItem[]>();
  const hashes = lists.map((list) => {
    let hash = hashOf.get(list);
    if (hash === undefined) {
      hash = contentHash(list);
      hashOf.set(list, hash);
      unique.set(hash, list);
    }
    return hash;
  });
  // DO UPDATE (not DO NOTHING): every row comes back, locked against a concurrent dropUnusedQuestionSets until
  // commit; xmax = 0 tells the rows this statement created.
  const rows = await tx
    .insert(questionSets)
    .values([...unique.keys()].map((contentHash) => ({ companyId, contentHash })))
    .onConflictDoUpdate({
      target: [questionSets.companyId, questionSets.contentHash],
      set: { contentHash: sql`excluded.content_hash` },
    })
    .returning({
      id: questionSets.id,
      contentHash: questionSets.contentHash,
      created: sql<boolean>`(xmax = 0)`,
    });
  const items = rows
    .filter((row) => row.created)
    .flatMap(({ id, contentHash: hash }) =>
      unique.get(hash)!.map((q, position) => ({ ...q, questionSetId: id, position })),
    );
  for (let i = 0; i < items.length; i += ITEMS_PER_STATEMENT) {
    await tx.insert(questionSetItems).values(items.slice(i, i + ITEMS_PER_STATEMENT));
  }
  const idByHash = new Map(rows.map((row) => [row.contentHash, row.id]));
  return hashes.map((hash) => idByHash.get(hash)!);
}

export async function storeQuestionSet(
  tx: Tx,
  companyId: string,
  items: readonly SetItem[],
): Promise<string> {
  const [id] = await storeQuestionSets(tx, companyId, [items]);
  return id!;
}

/** The items of a set in order. */
export async function questionSetItemList(db: Db | Tx, questionSetId: string): Promise<SetItem[]> {
  return db
    .select({
      key: questionSetItems.key,
      kind: questionSetItems.kind,
      category: questionSetItems.category,
      polarity: questionSetItems.polarity,
      texts: questionSetItems.texts,
    })
    .from(questionSetItems)
    .where(eq(questionSetItems.questionSetId, questionSetId))
    .orderBy(questionSetItems.position);
}

/**
 * Deletes those of the given sets that no candidate and no template uses any more (a purged candidate's or a
 * deleted template's questions do not outlive them).
 */
export async function dropUnusedQuestionSets(tx: Db | Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(questionSets).where(
    and(
      inArray(questionSets.id, [...new Set(ids)]),
      notExists(tx.select({ one: sql`1` }).from(talents).where(eq(talents.questionSetId, questionSets.id))),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(templateQuestions)
          .where(
            and(
              eq(templateQuestions.companyId, questionSets.companyId),
              eq(templateQuestions.questionSetId, questionSets.id),
            ),
          ),
      ),
    ),
  );
}
