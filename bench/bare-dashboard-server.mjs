// The bench peer of the dashboard's list page, candidate detail and graph header (bench/dashboard.mjs): a bare
// node:http server running the same SQL as GET /api/talents, GET /api/talents/:id and GET /api/talents/stats
// (modules/talents/list.ts, read-model.ts) and writing the same JSON, with the same pure domain functions (cursor,
// `left`, tags, duplicate IPs, the stats aggregation) — no framework, no validation, no auth, no cache: the company
// is named by the `x-company` header. On PostgreSQL (DATABASE_URL, pool of 10 as the product) or on PGlite
// (PGLITE_DIR: a copy of the product's data directory's db/, since PGlite has one process per directory).
// Prints "listening <port>" when ready. GET /company?email= answers a user's company id (the bench's set-up).
import http from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  aggregateTalentStats,
  dateRangeBounds,
  decodeTalentCursor,
  encodeTalentCursor,
  findDuplicateIps,
  isLeft,
  refereeTag,
  refereeTagColor,
  TALENT_PAGE_SIZE,
  TALENT_STATUSES,
  talentSearchPattern,
} from '../packages/domain/src/index.ts';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const load = (name) => import(pathToFileURL(require.resolve(name)).href);

/** `query(text, values)` → rows, on either database. */
let query;
let close;
if (process.env.PGLITE_DIR) {
  const { PGlite } = await load('@electric-sql/pglite');
  const { pg_trgm } = await load('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
  query = async (text, values) => (await client.query(text, values)).rows;
  close = () => client.close();
} else {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (text, values) => (await pool.query(text, values)).rows;
  close = () => pool.end();
}

const camel = (s) => s.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
/** Rows of `select *` with camelCase keys, as drizzle hands them to the product. */
const camelRows = (rows) =>
  rows.map((row) => {
    const out = {};
    for (const k in row) out[camel(k)] = row[k];
    return out;
  });

const LIST_COLUMNS = `"id", "name", "email", "status", "deadline", "created_at" as "createdAt", "declined_at" as "declinedAt"`;
const MICROS = `(extract(epoch from "talents"."created_at") * 1000000)::bigint::text`;

/** The WHERE of the list and the counts (list.ts `matching`), its values appended to `values`. */
function matching(companyId, search, values) {
  values.push(companyId);
  let where = `("talents"."company_id" = $${values.length} and "talents"."deleted_at" is null`;
  const pattern = talentSearchPattern(search);
  if (pattern) {
    values.push(pattern);
    where += ` and (lower("talents"."name") || ' ' || lower("talents"."email")) like lower($${values.length})`;
  }
  return `${where})`;
}

async function list(companyId, params) {
  const search = params.get('search') ?? undefined;
  const cursor = params.get('cursor') ? decodeTalentCursor(params.get('cursor')) : null;
  const limit = Number(params.get('limit') ?? TALENT_PAGE_SIZE);
  const values = [];
  let where = matching(companyId, search, values);
  if (cursor) {
    values.push(cursor.createdAtMicros, cursor.id);
    where += ` and ("talents"."created_at", "talents"."id") < (timestamptz 'epoch' + $${values.length - 1}::bigint * interval '1 microsecond', $${values.length}::uuid)`;
  }
  values.push(limit + 1);
  const countValues = [];
  const [rows, counts] = await Promise.all([
    query(
      `select ${LIST_COLUMNS}, ${MICROS} as "micros" from "talents" where (${where}) order by "talents"."created_at" desc, "talents"."id" desc limit $${values.length}`,
      values,
    ),
    cursor
      ? null
      : query(
          `select "status", count(*) as "n" from "talents" where ${matching(companyId, search, countValues)} group by "talents"."status"`,
          countValues,
        ).then((rs) => {
          const byStatus = Object.fromEntries(TALENT_STATUSES.map((s) => [s, 0]));
          let total = 0;
          for (const r of rs) {
            byStatus[r.status] = Number(r.n);
            total += Number(r.n);
          }
          return { total, byStatus };
        }),
  ]);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  const now = new Date();
  return {
    items: page.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      status: r.status,
      deadline: r.deadline,
      createdAt: r.createdAt,
      left: isLeft(r, now),
      declined: r.declinedAt !== null,
    })),
    nextCursor: more && last ? encodeTalentCursor({ createdAtMicros: last.micros, id: last.id }) : null,
    counts,
  };
}

async function detail(companyId, talentId) {
  // The five statements in one round, as the product sends them (modules/talents/read-model.ts `detail`).
  const [[t], breakdown, refs, questions, answerRows] = await Promise.all([
    query(
      `select * from "talents" where ("talents"."id" = $1 and "talents"."company_id" = $2 and "talents"."deleted_at" is null)`,
      [talentId, companyId],
    ).then(camelRows),
    query(
      `select * from "referee_breakdowns" where "referee_breakdowns"."talent_id" = $1 order by "referee_breakdowns"."position" asc`,
      [talentId],
    ).then(camelRows),
    query(
      `select * from "referees" where "referees"."talent_id" = $1 order by "referees"."index_number" asc`,
      [talentId],
    ).then(camelRows),
    query(
      `select "question_set_items"."position", "question_set_items"."key", "question_set_items"."kind", "question_set_items"."category", "question_set_items"."polarity", "question_set_items"."texts" from "talents" inner join "question_set_items" on "question_set_items"."question_set_id" = "talents"."question_set_id" where "talents"."id" = $1 order by "question_set_items"."position" asc`,
      [talentId],
    ),
    query(`select * from "answers" where "answers"."talent_id" = $1`, [talentId]).then(camelRows),
  ]);
  if (!t) return null;
  const duplicates = findDuplicateIps({ candidateIp: t.ipAddress, referees: refs });
  return {
    id: t.id,
    name: t.name,
    email: t.email,
    countryCode: t.countryCode,
    phoneNumber: t.phoneNumber,
    language: t.language,
    currentCompany: t.currentCompany,
    currentJobCategory: { major: t.jobMajor, minor: t.jobMinor },
    siteWhereTalentApplied: t.siteWhereTalentApplied,
    recruitmentOfficer: t.recruitmentOfficer,
    externalId: t.compoundId,
    deadline: t.deadline,
    rank: t.rank,
    selectionQuestion: t.selectionQuestion,
    status: t.status,
    sendRemind: { at: t.sendRemindAt, state: t.sendRemindState },
    createdAt: t.createdAt,
    ipAddress: t.ipAddress,
    isAgreeToPrivacyPolicy: t.isAgreeToPrivacyPolicy,
    completedAt: t.completedAt,
    left: isLeft(t, new Date()),
    decline: t.declinedAt ? { description: t.declineDescription ?? '', at: t.declinedAt } : null,
    refereeBreakdown: breakdown.map((b) => ({
      relationship: b.relationship,
      otherRelationship: b.otherRelationship,
      isRelationshipSelectedByCompany: b.isRelationshipSelectedByCompany,
      timeWorkingTogether: b.timeWorkingTogether,
      otherTimeWorkingTogether: b.otherTimeWorkingTogether,
      isTimeWorkingTogetherSelectedByCompany: b.isTimeWorkingTogetherSelectedByCompany,
      numberOfPeople: b.numberOfPeople,
    })),
    referees: refs.map((r) => {
      const mine = answerRows.filter((a) => a.refereeId === r.id);
      const tag = refereeTag({
        completedAt: r.completedAt,
        answer: { descriptions: Object.fromEntries(mine.map((a) => [a.questionKey, a.text ?? a.level])) },
      });
      return {
        id: r.id,
        indexNumber: r.indexNumber,
        name: r.name,
        belongs: { company: r.belongsCompany, title: r.belongsTitle },
        email: r.email,
        phoneNumber: r.phoneNumber,
        relationship: r.relationship,
        otherRelationship: r.otherRelationship,
        timeWorkingTogether: r.timeWorkingTogether,
        otherTimeWorkingTogether: r.otherTimeWorkingTogether,
        language: r.language,
        ipAddress: r.ipAddress,
        sendAt: r.sendAt,
        completedAt: r.completedAt,
        createdAt: r.createdAt,
        tag,
        tagColor: refereeTagColor(tag),
        duplicateIp: duplicates.flaggedRefereeIds.has(r.id),
      };
    }),
    duplicateIp: { candidate: duplicates.candidateFlagged, any: duplicates.pairs.length > 0 },
    questions: questions.map((q) => ({
      key: q.key,
      kind: q.kind,
      category: q.category,
      // jsonb answers its keys in its own order; the product's schema writes jp, en, cn.
      texts: { jp: q.texts.jp, en: q.texts.en, cn: q.texts.cn },
    })),
  };
}

async function stats(companyId, params) {
  const range = { from: params.get('from'), to: params.get('to') };
  const { start, end } = dateRangeBounds(range);
  const rows = await query(
    `select "created_at" as "createdAt", "site_where_talent_applied" as "siteWhereTalentApplied", "job_major" as "jobMajor", "total_grade" as "totalGrade", "status", "deadline" from "talents" where ("talents"."company_id" = $1 and "talents"."deleted_at" is null and "talents"."created_at" >= $2 and "talents"."created_at" < $3)`,
    [companyId, start, end],
  );
  return { range, ...aggregateTalentStats(rows, range, new Date()) };
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://peer');
    const companyId = req.headers['x-company'];
    let body;
    if (url.pathname === '/company') {
      const [row] = await query(`select "company_id" from "user" where "email" = $1`, [
        url.searchParams.get('email'),
      ]);
      body = { companyId: row?.company_id ?? null };
    } else if (url.pathname === '/talents') body = await list(companyId, url.searchParams);
    else if (url.pathname === '/talents/stats') body = await stats(companyId, url.searchParams);
    else body = await detail(companyId, url.pathname.slice('/talents/'.length));
    if (!body) {
      res.writeHead(404);
      res.end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  } catch (e) {
    res.writeHead(500);
    res.end(String(e?.stack ?? e));
  }
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => Promise.resolve(close()).then(() => process.exit(0))));
