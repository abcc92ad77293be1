/**
 * What an approved erasure deletes at one company, inside the caller's transaction: the person's candidate rows (with
 * everything they own, through the talents module's `hardDeleteTalent`), their referee rows (answers, files, link
 * tokens and SMS codes), and the subject, bodies and recipient of the outbox messages sent to them — for a
 * candidate also those sent to their referees, which name the candidate. Stored bytes are deleted after the commit
 * (the returned file deletion ids).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { files, messages, type PrivacySubjects, referees, smsCodes } from '../../db/schema/index.ts';
import { recordFileDeletions } from '../../platform/files/index.ts';
import { SMS_PURPOSE } from '../referees/index.ts';
import { hardDeleteTalent } from '../talents/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function purgePerson(
  tx: Tx,
  companyId: string,
  subjects: PrivacySubjects | null,
  contact: string,
) {
  const { talentIds, refereeIds } = subjects ?? { talentIds: [], refereeIds: [] };
  const fileIds: string[] = [];
  const addresses = new Set<string>([contact]);
  const purgedTalents: string[] = [];
  for (const talentId of talentIds) {
    const theirReferees = await tx
      .select({ email: referees.email, phone: referees.phoneNumber })
      .from(referees)
      .where(and(eq(referees.talentId, talentId), ofCompany(referees, companyId)));
    for (const r of theirReferees) {
      addresses.add(r.email.toLowerCase());
      if (r.phone) addresses.add(r.phone);
    }
    const ids = await hardDeleteTalent(tx, companyId, talentId);
    if (ids) {
      fileIds.push(...ids);
      purgedTalents.push(talentId);
    }
  }
  const changedTalents = new Set<string>();
  for (const refereeId of refereeIds) {
    const [ref] = await tx
      .select({ id: referees.id, talentId: referees.talentId })
      .from(referees)
      .where(and(eq(referees.id, refereeId), ofCompany(referees, companyId)))
      .for('update');
    if (!ref) continue; // gone with a purged candidate
    const stored = await tx
      .select({ storageKey: files.storageKey, companyId: files.companyId })
      .from(files)
      .where(eq(files.refereeId, refereeId));
    fileIds.push(...(await recordFileDeletions(tx, stored)));
    await tx
      .delete(smsCodes)
      .where(and(eq(smsCodes.purpose, SMS_PURPOSE), eq(smsCodes.subjectId, refereeId)));
    // Cascades to the referee's answers, files rows and link tokens.
    await tx.delete(referees).where(eq(referees.id, refereeId));
    changedTalents.add(ref.talentId);
  }
  // The company's messages (and unassigned ones, such as the request's own codes) to these addresses.
  await tx
    .update(messages)
    .set({ to: '(erased)', subject: '', text: '', html: null })
    .where(
      and(
        inArray(sql`lower(${messages.to})`, [...addresses]),
        or(ofCompany(messages, companyId), isNull(messages.companyId)),
      ),
    );
  return { fileIds, purgedTalents, changedTalents: [...changedTalents] };
}
