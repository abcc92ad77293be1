/**
 * Consent evidence (APPI Art. 27; issue 23 item 1): every consent is one `consent_records` row written in the
 * transaction of the consent itself, with the version (SHA-256) of the text the server shows in that language.
 */
import { type ConsentKind, type ConsentSubject, consentTextVersion, type Language } from '@refcheck/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ConsentInput {
  subjectKind: ConsentSubject;
  consentKind: ConsentKind;
  companyId: string;
  talentId?: string | null;
  refereeId?: string | null;
  userId?: string | null;
  /** The language the page showed the text in. */
  language: Language;
  ip: string | null;
  userAgent: string | null | undefined;
  at: Date;
}

/** Writes one consent record (pass `tx` to write it with the consent); its id. */
export async function recordConsent(tx: Db | Tx, input: ConsentInput): Promise<string> {
  const [row] = await tx
    .insert(consentRecords)
    .values({
      subjectKind: input.subjectKind,
      consentKind: input.consentKind,
      companyId: input.companyId,
      talentId: input.talentId ?? null,
      refereeId: input.refereeId ?? null,
      userId: input.userId ?? null,
      textVersion: consentTextVersion(input.consentKind, input.language),
      language: input.language,
      ip: input.ip,
      userAgent: input.userAgent ?? null,
      at: input.at,
    })
    .returning({ id: consentRecords.id });
  return row!.id;
}

/** The candidate's latest consent to the privacy policy (what the report shows), or null. */
export async function latestCandidateConsent(db: Db | Tx, talentId: string) {
  const [row] = await db
    .select({ id: consentRecords.id, at: consentRecords.at, textVersion: consentRecords.textVersion })
    .from(consentRecords)
    .where(and(eq(consentRecords.talentId, talentId), eq(consentRecords.subjectKind, 'candidate')))
    .orderBy(desc(consentRecords.at))
    .limit(1);
  return row ?? null;
}
