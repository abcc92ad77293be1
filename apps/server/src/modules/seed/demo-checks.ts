/**
 * Sample reference checks for the demo company, so a newcomer sees a finished report, a check in progress and a
 * new candidate right after `npm start`. Built from the same seeding function as the tests; answers are scored by
 * the domain rule and the evaluation recomputed as a real completion does.
 */
import { scoreAnswer } from '@refcheck/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, referees, talents } from '../../db/schema/index.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import { backfillSteps } from '../../platform/step-events/index.ts';
import { recordConsent } from '../privacy-records/index.ts';
import { recomputeEvaluation } from '../referees/index.ts';
import { seedReferenceCheck } from './reference-check.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A referee takes about this long over the questions (a faster completion is a trust signal)… */
const ANSWERING = 25 * 60 * 1000;
/** …after verifying the phone a few minutes before the first answer. */
const VERIFY_BEFORE_ANSWERS = 5 * 60 * 1000;

const SAMPLE_TEXTS = [
  '営業チームのリーダーとして、担当顧客との信頼関係を着実に築いていました。',
  '数字への責任感が強く、目標未達の月も原因を分析して翌月に必ず挽回していました。',
  '後輩の相談によく乗り、チーム全体の雰囲気を明るくしてくれる存在でした。',
  '納期や約束を守る点で、社内外から厚い信頼を得ていました。',
  '新しい商材の知識を自ら学び、提案資料の改善を率先して進めていました。',
  '意見が対立した場面でも、相手の立場を尊重しながら冷静に調整していました。',
  '改善点を挙げるとすれば、仕事を一人で抱え込みがちな点です。',
  '機会があれば、ぜひもう一度一緒に働きたいと思える方です。',
];

/**
 * Answers every question of the talent for one referee: description texts, and selection levels from `level`.
 * With `complete`, marks the referee completed, its phone verified (when not yet) before its first answer, as the
 * flow requires.
 */
export async function answerAllQuestions(
  db: Db,
  input: {
    talentId: string;
    refereeId: string;
    /** Agreement level 1–5 for the n-th selection question; `negative` questions score reversed. */
    level: (index: number, negative: boolean, key: string) => number;
    complete: boolean;
    now?: Date;
    /** Shifts the sample texts, so that two referees of one candidate do not write the same words. */
    textOffset?: number;
  },
) {
  const questions = await talentQuestionList(db, input.talentId);
  const began = new Date((input.now ?? new Date()).getTime() - ANSWERING);
  let selection = 0;
  await db.insert(answers).values(
    questions.map((q, i) => {
      if (q.kind === 'description') {
        return {
          refereeId: input.refereeId,
          talentId: input.talentId,
          questionKey: q.key,
          text: SAMPLE_TEXTS[(i + (input.textOffset ?? 0)) % SAMPLE_TEXTS.length]!,
          createdAt: began,
          updatedAt: began,
        };
      }
      const level = input.level(selection++, q.polarity === 'negative', q.key);
      return {
        refereeId: input.refereeId,
        talentId: input.talentId,
        questionKey: q.key,
        level,
        score: scoreAnswer(level, q.polarity!),
        createdAt: began,
        updatedAt: began,
      };
    }),
  );
  if (input.complete) {
    const verified = new Date(began.getTime() - VERIFY_BEFORE_ANSWERS);
    await db
      .update(referees)
      .set({
        completedAt: input.now ?? new Date(),
        phoneVerifiedAt: sql`coalesce(${referees.phoneVerifiedAt}, ${verified.toISOString()}::timestamptz)`,
      })
      .where(eq(referees.id, input.refereeId));
  }
  await db.transaction((tx) => recomputeEvaluation(tx, input.talentId));
}

export async function seedDemoChecks(db: Db, companyId: string, now = new Date()) {
  // A finished check: both referees answered, the report is ready.
  const done = await seedReferenceCheck(db, {
    companyId,
    talentName: '佐藤 健太',
    talentEmail: 'kenta.sato@example.jp',
    talentPhoneNumber: '09012340001',
    currentCompany: '株式会社ミライ商事',
    deadline: new Date(now.getTime() - 2 * DAY),
    now: new Date(now.getTime() - 9 * DAY),
    referees: [
      {
        name: '山本 浩二',
        email: 'koji.yamamoto@mirai-shoji.example.jp',
        belongsCompany: '株式会社ミライ商事',
      },
      {
        name: '中村 由美',
        email: 'yumi.nakamura@mirai-shoji.example.jp',
        belongsCompany: '株式会社ミライ商事',
      },
    ],
  });
  // A strong candidate: agrees with the positive statements, disagrees with the negative ones.
  const agreement = [
    (i: number) => [5, 4, 5, 5, 4, 5, 5, 5][i % 8]!,
    (i: number) => [4, 5, 4, 5, 4, 4, 3, 5][i % 8]!,
  ];
  const levels = agreement.map(
    (agree) => (i: number, negative: boolean) => (negative ? 6 - agree(i) : agree(i)),
  );
  for (const [n, referee] of done.referees.entries()) {
    await answerAllQuestions(db, {
      talentId: done.talentId,
      refereeId: referee.id,
      level: levels[n]!,
      complete: true,
      now: new Date(now.getTime() - (4 - n) * DAY),
      textOffset: n * 4,
    });
  }
  await db
    .update(talents)
    .set({
      status: 'refereesAnswered',
      completedAt: new Date(now.getTime() - 3 * DAY),
      ipAddress: '198.51.100.7',
      siteWhereTalentApplied: 'bizreach',
      jobMajor: 'sales',
      jobMinor: 'corporateSales',
    })
    .where(eq(talents.id, done.talentId));
  // The candidate agreed to the privacy policy in Japanese before the referees were asked (the report shows it).
  await recordConsent(db, {
    subjectKind: 'candidate',
    consentKind: 'candidatePrivacy',
    companyId,
    talentId: done.talentId,
    language: 'jp',
    ip: '198.51.100.7',
    userAgent: null,
    at: new Date(now.getTime() - 8 * DAY),
  });

  // A check in progress: one referee has started answering; the other shares the candidate's IP address, which
  // the dashboard flags.
  const open = await seedReferenceCheck(db, {
    companyId,
    talentName: '鈴木 美咲',
    talentEmail: 'misaki.suzuki@example.jp',
    talentPhoneNumber: '09012340002',
    currentCompany: '合同会社ソラテック',
    deadline: new Date(now.getTime() + 5 * DAY),
    now: new Date(now.getTime() - 2 * DAY),
    referees: [
      {
        name: '小林 誠',
        email: 'makoto.kobayashi@soratech.example.jp',
        belongsCompany: '合同会社ソラテック',
      },
      { name: '加藤 真理', email: 'mari.kato@soratech.example.jp', belongsCompany: '合同会社ソラテック' },
    ],
  });
  await db
    .update(talents)
    .set({
      ipAddress: '203.0.113.24',
      siteWhereTalentApplied: 'doda',
      jobMajor: 'ITEngineer',
      jobMinor: 'webEngineer',
    })
    .where(eq(talents.id, open.talentId));
  await db
    .update(referees)
    .set({ ipAddress: '203.0.113.24' })
    .where(inArray(referees.id, [open.referees[1]!.id]));
  // The first referee opened the link two days ago, consented, verified the phone and began answering yesterday.
  const opened = new Date(now.getTime() - 2 * DAY);
  await db
    .update(referees)
    .set({
      ipAddress: '192.0.2.45',
      openedAt: opened,
      consentedAt: opened,
      phoneVerifiedAt: new Date(now.getTime() - DAY - ANSWERING - VERIFY_BEFORE_ANSWERS),
    })
    .where(eq(referees.id, open.referees[0]!.id));
  await answerAllQuestions(db, {
    talentId: open.talentId,
    refereeId: open.referees[0]!.id,
    level: () => 4,
    complete: false,
    now: new Date(now.getTime() - DAY),
  });

  // Issue 36: the checks' invitations and the finished check's openings, then every step derived as the migration
  // back-fills them (opened, consented, phone verified, first answer, completed, in that order per referee).
  await db
    .update(talents)
    .set({ invitedAt: new Date(now.getTime() - 10 * DAY) })
    .where(eq(talents.id, done.talentId));
  await db
    .update(talents)
    .set({ invitedAt: new Date(now.getTime() - 3 * DAY) })
    .where(eq(talents.id, open.talentId));
  await db
    .update(referees)
    .set({ openedAt: new Date(now.getTime() - 8 * DAY), consentedAt: new Date(now.getTime() - 8 * DAY) })
    .where(eq(referees.talentId, done.talentId));
  await backfillSteps(db, companyId, now);
}
