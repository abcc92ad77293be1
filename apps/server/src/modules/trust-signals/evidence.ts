/**
 * What the signals of one check are computed from, read in one round trip per table the check touches: the
 * candidate, the referees (with the relationship and period the candidate stated and the referee confirmed), their
 * first answers and free texts, the number of questions, the referees whose phone or e-mail was used for another of
 * the company's candidates in the last 12 months (indexed on company and contact), and those whose free text matches
 * another candidate's referee's (fingerprints.ts).
 */
import type { CheckEvidence } from '@refcheck/domain/trust-signals/index';
import { phoneLineFinding } from '@refcheck/domain/trust-signals/phone-line';
import { confirmedRelationshipOf, statedRelationshipOf } from '@refcheck/domain/trust-signals/relationship';
import { and, eq, exists, gt, isNotNull, isNull, min, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { answers, linkDevices, questionSetItems, referees, talents } from '../../db/schema/index.ts';
import { similarTextElsewhere } from './fingerprints.ts';

/** Other candidates' referees count for `contactReused` for this long. */
const CONTACT_REUSE_WINDOW = sql`interval '12 months'`;
const other = alias(referees, 'other_referees');

/** The evidence of a company's candidate, or null when the candidate is not the company's (or deleted). */
export async function loadEvidence(
  db: Db,
  companyId: string,
  talentId: string,
): Promise<CheckEvidence | null> {
  const [talent] = await db
    .select({
      email: talents.email,
      phone: talents.phoneNumber,
      ip: talents.ipAddress,
      questionSetId: talents.questionSetId,
    })
    .from(talents)
    .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
  if (!talent) return null;

  const [rows, firsts, texts, [counted], reused, devices, similarElsewhere] = await Promise.all([
    db
      .select({
        id: referees.id,
        name: referees.name,
        email: referees.email,
        phone: referees.phoneNumber,
        ip: referees.ipAddress,
        belongsCompany: referees.belongsCompany,
        completedAt: referees.completedAt,
        relationship: referees.relationship,
        otherRelationship: referees.otherRelationship,
        timeToBegin: referees.timeToBegin,
        workingTogether: referees.workingTogether,
        timeToEnd: referees.timeToEnd,
        relationshipConfirmedAt: referees.relationshipConfirmedAt,
        confirmedRelationship: referees.confirmedRelationship,
        confirmedOtherRelationship: referees.confirmedOtherRelationship,
        confirmedTimeToBegin: referees.confirmedTimeToBegin,
        confirmedTimeToEnd: referees.confirmedTimeToEnd,
      })
      .from(referees)
      .where(eq(referees.talentId, talentId))
      .orderBy(referees.indexNumber),
    db
      .select({ refereeId: answers.refereeId, at: min(answers.createdAt) })
      .from(answers)
      .where(eq(answers.talentId, talentId))
      .groupBy(answers.refereeId),
    db
      .select({ refereeId: answers.refereeId, key: answers.questionKey, text: answers.text })
      .from(answers)
      .where(and(eq(answers.talentId, talentId), isNotNull(answers.text))),
    talent.questionSetId
      ? db
          .select({ count: sql<number>`count(*)::int` })
          .from(questionSetItems)
          .where(eq(questionSetItems.questionSetId, talent.questionSetId))
      : Promise.resolve([{ count: 0 }]),
    db
      .select({ id: referees.id })
      .from(referees)
      .where(
        and(
          eq(referees.talentId, talentId),
          exists(
            db
              .select({ one: sql`1` })
              .from(other)
              .where(
                and(
                  eq(other.companyId, companyId),
                  ne(other.talentId, talentId),
                  gt(other.createdAt, sql`now() - ${CONTACT_REUSE_WINDOW}`),
                  or(
                    and(isNotNull(referees.phoneNumber), eq(other.phoneNumber, referees.phoneNumber)),
                    and(ne(referees.email, ''), sql`lower(${other.email}) = lower(${referees.email})`),
                  ),
                ),
              ),
          ),
        ),
      ),
    db
      .select({ party: linkDevices.party, hash: linkDevices.deviceHash })
      .from(linkDevices)
      .where(eq(linkDevices.talentId, talentId)),
    similarTextElsewhere(db, companyId, talentId),
  ]);

  const freeTexts = new Map<string, Record<string, string>>();
  for (const t of texts) {
    const byKey = freeTexts.get(t.refereeId) ?? {};
    byKey[t.key] = t.text!;
    freeTexts.set(t.refereeId, byKey);
  }
  const devicesOf = (party: string) => devices.filter((d) => d.party === party).map((d) => d.hash);
  const firstAnswer = new Map(firsts.map((f) => [f.refereeId, f.at]));
  return {
    candidate: {
      phone: talent.phone,
      email: talent.email,
      deviceIds: devicesOf('candidate'),
      ipAddress: talent.ip,
    },
    referees: rows.map((r) => {
      const stated = statedRelationshipOf(r);
      return {
        id: r.id,
        name: r.name,
        phone: r.phone,
        email: r.email,
        deviceIds: devicesOf(r.id),
        ipAddress: r.ip,
        statesCompany: (r.belongsCompany ?? '').trim() !== '',
        firstAnswerAt: firstAnswer.get(r.id) ?? null,
        completedAt: r.completedAt,
        questionCount: counted?.count ?? 0,
        freeTexts: freeTexts.get(r.id) ?? {},
        stated,
        confirmed: confirmedRelationshipOf(stated, r),
        phoneLine: phoneLineFinding(r.phone),
      };
    }),
    contactReusedElsewhere: reused.map((r) => r.id),
    similarTextElsewhere: similarElsewhere,
  };
}
