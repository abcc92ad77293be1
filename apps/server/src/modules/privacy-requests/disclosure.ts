/**
 * The disclosure (APPI Art. 33): everything stored about the verified person, built section by section. As a
 * candidate: their rows at each company, their referees' names and the referees' answers about them (personal data
 * about the candidate), the evaluation. As a referee: their own row, their own answers and their files' metadata.
 * Then the records of provision that concern them and their own consent records. Nothing of other people beyond what concerns the person (no referee's contact details, no other candidate).
 */

import type { privacyDisclosureSchema } from '@refcheck/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  answers,
  companies,
  consentRecords as consentRecordsTable,
  evaluations,
  files,
  privacyRequests,
  provisionRecords as provisionRecordsTable,
  referees,
  talents,
} from '../../db/schema/index.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import type { Holdings } from './holdings.ts';
import type { PrivacySubject } from './identity.ts';

export type Disclosure = z.input<typeof privacyDisclosureSchema>;
/** The person's rows, found once per disclosure (every section reads them). */
interface Found {
  talents: Awaited<ReturnType<Holdings['talents']>>;
  referees: Awaited<ReturnType<Holdings['referees']>>;
}
type Section<K extends keyof Disclosure> = (
  db: Db,
  who: PrivacySubject,
  found: Found,
) => Promise<Disclosure[K]>;

const answerColumns = {
  refereeId: answers.refereeId,
  questionKey: answers.questionKey,
  text: answers.text,
  level: answers.level,
  savedAt: answers.updatedAt,
};

async function questionTexts(db: Db, talentId: string, language: 'jp' | 'en' | 'cn') {
  const list = await talentQuestionList(db, talentId);
  return new Map(list.map((q) => [q.key, q.texts[language] || q.texts.jp]));
}

const asCandidate: Section<'asCandidate'> = async (db, who, found) => {
  const ids = found.talents.map((t) => t.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ t: talents, company: companies.name })
    .from(talents)
    .innerJoin(companies, eq(companies.id, talents.companyId))
    .where(inArray(talents.id, ids))
    .orderBy(asc(talents.createdAt));
  return Promise.all(
    rows.map(async ({ t, company }) => {
      const [refs, said, evals, texts] = await Promise.all([
        db
          .select({
            id: referees.id,
            name: referees.name,
            belongsCompany: referees.belongsCompany,
            relationship: referees.relationship,
            completedAt: referees.completedAt,
          })
          .from(referees)
          .where(eq(referees.talentId, t.id))
          .orderBy(asc(referees.indexNumber)),
        db.select(answerColumns).from(answers).where(eq(answers.talentId, t.id)),
        db
          .select({ category: evaluations.category, grade: evaluations.grade, score: evaluations.score })
          .from(evaluations)
          .where(eq(evaluations.talentId, t.id)),
        questionTexts(db, t.id, who.language),
      ]);
      return {
        company,
        candidate: {
          name: t.name,
          email: t.email,
          phoneNumber: t.phoneNumber,
          language: t.language,
          currentCompany: t.currentCompany,
          jobMajor: t.jobMajor,
          jobMinor: t.jobMinor,
          status: t.status,
          createdAt: t.createdAt,
          consentedAt: t.consentedAt,
          invitedAt: t.invitedAt,
          completedAt: t.completedAt,
          declineDescription: t.declineDescription,
          explanations: t.excuses ?? null,
          totalScore: t.totalScore,
          totalGrade: t.totalGrade,
          ipAddress: t.ipAddress,
        },
        referees: refs.map(({ id, ...r }) => ({
          ...r,
          answers: said
            .filter((a) => a.refereeId === id)
            .map(({ refereeId: _, ...a }) => ({ ...a, question: texts.get(a.questionKey) ?? null })),
        })),
        evaluations: evals,
      };
    }),
  );
};

const asReferee: Section<'asReferee'> = async (db, who, found) => {
  const ids = found.referees.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ r: referees, company: companies.name, candidateName: talents.name })
    .from(referees)
    .innerJoin(companies, eq(companies.id, referees.companyId))
    .innerJoin(talents, eq(talents.id, referees.talentId))
    .where(inArray(referees.id, ids))
    .orderBy(asc(referees.createdAt));
  return Promise.all(
    rows.map(async ({ r, company, candidateName }) => {
      const [said, stored, texts] = await Promise.all([
        db.select(answerColumns).from(answers).where(eq(answers.refereeId, r.id)),
        db
          .select({
            kind: files.kind,
            contentType: files.contentType,
            bytes: files.bytes,
            createdAt: files.createdAt,
          })
          .from(files)
          .where(eq(files.refereeId, r.id)),
        questionTexts(db, r.talentId, who.language),
      ]);
      return {
        company,
        candidateName,
        referee: {
          name: r.name,
          email: r.email,
          phoneNumber: r.phoneNumber,
          belongsCompany: r.belongsCompany,
          belongsTitle: r.belongsTitle,
          relationship: r.relationship,
          timeToBegin: r.timeToBegin,
          timeToEnd: r.timeToEnd,
          language: r.language,
          consentedAt: r.consentedAt,
          phoneVerifiedAt: r.phoneVerifiedAt,
          completedAt: r.completedAt,
          ipAddress: r.ipAddress,
          userAgent: r.userAgent,
          createdAt: r.createdAt,
        },
        answers: said.map(({ refereeId: _, ...a }) => ({ ...a, question: texts.get(a.questionKey) ?? null })),
        files: stored,
      };
    }),
  );
};

const requests: Section<'requests'> = async (db, who) =>
  db
    .select({
      id: privacyRequests.id,
      company: companies.name,
      status: privacyRequests.status,
      createdAt: privacyRequests.createdAt,
      dueAt: privacyRequests.dueAt,
      decidedAt: privacyRequests.decidedAt,
      declineReason: privacyRequests.declineReason,
    })
    .from(privacyRequests)
    .innerJoin(companies, eq(companies.id, privacyRequests.companyId))
    .where(eq(privacyRequests.contactHash, who.contactHash))
    .orderBy(asc(privacyRequests.createdAt));

/**
 * The records of provision that concern the person (APPI Art. 33(5)): as the candidate the report was about (also
 * after the candidate was purged, by the e-mail address the record kept), and as a referee who provided it.
 */
const provisionRecords: Section<'provisionRecords'> = async (db, who, found) => {
  const { talents: asCandidate, referees: asReferee } = found;
  const talentIds = [...asCandidate.map((t) => t.id), ...asReferee.map((r) => r.talentId)];
  const byEmail =
    who.channel === 'mail'
      ? sql`lower(${provisionRecordsTable.candidateEmail}) = lower(${who.contact})`
      : undefined;
  const where = or(
    talentIds.length > 0 ? inArray(provisionRecordsTable.talentId, talentIds) : undefined,
    byEmail,
  );
  if (!where) return [];
  return db
    .select({
      providedAt: provisionRecordsTable.providedAt,
      recipient: provisionRecordsTable.companyName,
      person: provisionRecordsTable.candidateName,
      providers: provisionRecordsTable.providers,
      dataItems: provisionRecordsTable.dataItems,
      channel: provisionRecordsTable.channel,
    })
    .from(provisionRecordsTable)
    .where(where)
    .orderBy(asc(provisionRecordsTable.providedAt));
};

/** The person's own consents: when, to which text version, in which language, from where. */
const consents: Section<'consentRecords'> = async (db, _who, found) => {
  const { talents: asCandidate, referees: asReferee } = found;
  const mine = or(
    asCandidate.length > 0
      ? and(
          eq(consentRecordsTable.subjectKind, 'candidate'),
          inArray(
            consentRecordsTable.talentId,
            asCandidate.map((t) => t.id),
          ),
        )
      : undefined,
    asReferee.length > 0
      ? inArray(
          consentRecordsTable.refereeId,
          asReferee.map((r) => r.id),
        )
      : undefined,
  );
  if (!mine) return [];
  return db
    .select({
      at: consentRecordsTable.at,
      consentKind: consentRecordsTable.consentKind,
      textVersion: consentRecordsTable.textVersion,
      language: consentRecordsTable.language,
      ip: consentRecordsTable.ip,
      userAgent: consentRecordsTable.userAgent,
    })
    .from(consentRecordsTable)
    .where(mine)
    .orderBy(asc(consentRecordsTable.at));
};

/** The sections of the disclosure, in order: one key of `privacyDisclosureSchema` each. */
const SECTIONS = {
  asCandidate,
  asReferee,
  requests,
  provisionRecords,
  consentRecords: consents,
} satisfies { [K in Exclude<keyof Disclosure, 'generatedAt' | 'subject'>]: Section<K> };

export async function buildDisclosure(
  db: Db,
  who: PrivacySubject,
  holdings: Holdings,
  now: Date,
): Promise<Disclosure> {
  const keys = Object.keys(SECTIONS) as (keyof typeof SECTIONS)[];
  const [talentRows, refereeRows] = await Promise.all([
    holdings.talents(who.channel, who.contact),
    holdings.referees(who.channel, who.contact),
  ]);
  const found: Found = { talents: talentRows, referees: refereeRows };
  const built = await Promise.all(keys.map((k) => SECTIONS[k](db, who, found)));
  return {
    generatedAt: now,
    subject: { channel: who.channel, contact: who.contact },
    ...(Object.fromEntries(keys.map((k, i) => [k, built[i]])) as Pick<Disclosure, keyof typeof SECTIONS>),
  };
}
