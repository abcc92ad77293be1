/** Referee links: `/referee?company&talent&token`, and the reminder-unsubscribe link carrying the same token. */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { issueLinkToken, linkExpiry, verifyLinkToken } from './tokens.ts';

const uuid = z.uuid();

export interface RefereeLinkInput {
  companyId: string;
  talentId: string;
  refereeId: string;
  deadline: Date;
  publicUrl: string;
}

/**
 * Issues a new link for a referee. Earlier links stay valid until they expire (deadline + grace): a link already
 * mailed or handed over must keep working when the candidate or the company copies the URL again. Links end when
 * the referee is deleted (cascade) or its email changes (`revokeLinkTokens`).
 */
export async function issueRefereeLink(db: Pick<Db, 'insert'>, input: RefereeLinkInput) {
  const raw = await issueLinkToken(db, {
    companyId: input.companyId,
    talentId: input.talentId,
    refereeId: input.refereeId,
    purpose: 'referee',
    expiresAt: linkExpiry(input.deadline),
  });
  const query = new URLSearchParams({ company: input.companyId, talent: input.talentId, token: raw });
  return {
    url: `${input.publicUrl}/referee?${query}`,
    unsubscribeUrl: `${input.publicUrl}/referee/unsubscribe/remind?${query}`,
  };
}

/**
 * The one exchange of a referee link (company, talent, token) for the referee it names, as the flow's session and
 * the reminder unsubscribe page take it: null for malformed ids and for an unknown, expired, revoked or other
 * company's or talent's token (the routes answer 404 alike).
 */
export async function exchangeRefereeLink(
  db: Db,
  link: { company: string; talent: string; token: string },
  now = new Date(),
): Promise<{ companyId: string; talentId: string; refereeId: string } | null> {
  if (!uuid.safeParse(link.company).success || !uuid.safeParse(link.talent).success) return null;
  const found = await verifyLinkToken(db, {
    purpose: 'referee',
    raw: link.token,
    companyId: link.company,
    talentId: link.talent,
    now,
  });
  if (!found?.refereeId) return null;
  return { companyId: found.companyId, talentId: found.talentId, refereeId: found.refereeId };
}
