/** Referee links: `/referee?company&talent&token`, and the reminder-unsubscribe link carrying the same token. */
import type { Db } from '../../db/client.ts';
import { issueLinkToken, linkExpiry } from './tokens.ts';

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
