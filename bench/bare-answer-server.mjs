// The bench peer of the answer save: a bare node:http + pg server doing the same single upsert into the same
// `answers` table with the same pool size (10) as the product. The referee is named by headers (no cookie, no
// checks): this is the stack's limit the product's save is compared with. Prints "listening <port>" when ready.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const hasRev = (
  await pool.query(
    `select 1 from information_schema.columns where table_name = 'answers' and column_name = 'rev'`,
  )
).rowCount;
// Before answers had a revision (the product's code before the ordered autosave) the same upsert without it.
const UPSERT = hasRev
  ? `insert into answers (referee_id, talent_id, question_key, text, rev, updated_at)
  values ($1, $2, $3, $4, $5, now())
  on conflict (referee_id, question_key) do update set text = excluded.text, rev = excluded.rev, updated_at = excluded.updated_at
  where answers.rev < excluded.rev`
  : `insert into answers (referee_id, talent_id, question_key, text, updated_at) values ($1, $2, $3, $4, now())
  on conflict (referee_id, question_key) do update set text = excluded.text, updated_at = excluded.updated_at`;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const key = decodeURIComponent(req.url.split('/').pop());
      await pool.query({
        name: 'bare_upsert',
        text: UPSERT,
        values: [
          req.headers['x-referee'],
          req.headers['x-talent'],
          key,
          body.text,
          ...(hasRev ? [body.rev] : []),
        ],
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    } catch (e) {
      res.writeHead(500);
      res.end(String(e));
    }
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
