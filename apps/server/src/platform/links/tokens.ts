import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkTokens } from '../../db/schema/index.ts';

export type LinkPurpose = 'talent' | 'referee' | 'regainTrust' | 'unsubscribe';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only this is stored: a leaked database does not reveal working links. */
export const hashToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Grace period after the answer deadline during which links still open (late answers, the thank-you page). */
export const LINK_GRACE_DAYS = 30;
export const linkExpiry = (deadline: Date) =>
  new Date(deadline.getTime() + LINK_GRACE_DAYS * 24 * 60 * 60 * 1000);

export interface LinkSubject {
  companyId: string;
  talentId: string;
  refereeId?: string | null;
}

/** Issues a link token and returns the raw value (shown once, in the link). */
export async function issueLinkToken(
  db: Pick<Db, 'insert'>,
  input: LinkSubject & { purpose: LinkPurpose; expiresAt: Date },
): Promise<string> {
  const raw = newToken();
  await db.insert(linkTokens).values({
    companyId: input.companyId,
    talentId: input.talentId,
    refereeId: input.refereeId ?? null,
    purpose: input.purpose,
    tokenHash: hashToken(raw),
    expiresAt: input.expiresAt,
  });
  return raw;
}

/**
 * The token's subject when `raw` is a live token of that purpose for that company (and talent, when given);
 * null otherwise — callers answer 404 whatever the reason, so nothing is learnt from a bad link.
 */
export async function verifyLinkToken(
  db: Db,
  input: { purpose: LinkPurpose; raw: string; companyId: string; talentId?: string; now: Date },
): Promise<Required<LinkSubject> | null> {
  if (!input.raw || input.raw.length > 200) return null;
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, hashToken(input.raw)),
        eq(linkTokens.purpose, input.purpose),
        gt(linkTokens.expiresAt, input.now),
        isNull(linkTokens.revokedAt),
      ),
    );
  if (!row || row.companyId !== input.companyId) return null;
  if (input.talentId && row.talentId !== input.talentId) return null;
  return { companyId: row.companyId, talentId: row.talentId, refereeId: row.refereeId };
}

/** Revokes every live token of a purpose for a talent (or one referee), e.g. before issuing a new one. */
export async function revokeLinkTokens(
  db: Pick<Db, 'update'>,
  input: { purpose: LinkPurpose; talentId: string; refereeId?: string },
) {
  const conditions = [eq(linkTokens.purpose, input.purpose), eq(linkTokens.talentId, input.talentId)];
  if (input.refereeId) conditions.push(eq(linkTokens.refereeId, input.refereeId));
  await db
    .update(linkTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions, isNull(linkTokens.revokedAt)));
}
