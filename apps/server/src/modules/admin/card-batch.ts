/**
 * The card batch's result file (domain `parseCardBatchResult`): every declined row marks that member's card
 * invalid (reason declined) and mails the main account once (company_notices key per upload file and order).
 * Rows must name members we know; any faulty row fails the whole file, and nothing changes.
 */
import { createHash } from 'node:crypto';
import { type CardBatchRow, parseCardBatchResult } from '@refcheck/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { BillingNotices } from '../customer/index.ts';

export type CardBatchError = { line: number; code: string };
export type CardBatchRead =
  | { ok: true; rows: (CardBatchRow & { companyName: string })[]; declined: number; fileHash: string }
  | { ok: false; errors: CardBatchError[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the file and checks every member ID is a company of ours. Changes nothing. */
export async function readCardBatch(db: Db, bytes: Uint8Array): Promise<CardBatchRead> {
  const parsed = parseCardBatchResult(bytes);
  if (!parsed.ok) return parsed;
  const ids = [...new Set(parsed.rows.map((r) => r.memberId).filter((id) => UUID.test(id)))];
  const known = ids.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(sql`${companies.id}::text`, ids))
    : [];
  const names = new Map(known.map((c) => [c.id, c.name]));
  const errors = parsed.rows
    .filter((r) => !names.has(r.memberId.toLowerCase()))
    .map((r) => ({ line: r.line, code: 'unknownMember' }));
  if (errors.length > 0) return { ok: false, errors };
  const rows = parsed.rows.map((r) => ({ ...r, companyName: names.get(r.memberId.toLowerCase())! }));
  return {
    ok: true,
    rows,
    declined: rows.filter((r) => r.declined).length,
    fileHash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
  };
}

/** Marks each declined member's card invalid and mails its main account (once per file and row). */
export async function applyCardBatch(
  db: Db,
  notices: BillingNotices,
  read: Extract<CardBatchRead, { ok: true }>,
  now: Date,
) {
  let marked = 0;
  for (const row of read.rows.filter((r) => r.declined)) {
    const [company] = await db
      .select()
      .from(companies)
      .where(inArray(companies.id, [row.memberId.toLowerCase()]));
    if (!company) continue;
    const key = `cardDeclined:${read.fileHash}:${row.orderId || row.line}`;
    if (await notices.markInvalid(company, 'declined', key, now)) marked++;
  }
  return marked;
}
