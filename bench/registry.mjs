// The benches `npm run bench` runs, one entry each: the command, when it applies, and how to read its figures
// from what it prints (a regular expression whose first group is the number) with the target it is held to.
// To add a bench: append an entry; its script keeps printing human-readable lines, the `read` patterns pick them.

/** @typedef {{ figure: string, target: string, limit?: number, atLeast?: number, unit: string, read: RegExp }} Figure */
/**
 * @typedef {{ name: string, command: string[], needs?: 'postgres', onlyByName?: boolean, when?: string[],
 *   figures: Figure[] }} Bench
 * onlyByName: run only when named (`npm run bench -- scale`), not by a bare `npm run bench` (it takes long).
 * when: the arguments after the bench's name that pick this entry among those of its name (`npm run bench -- scale
 * --db pglite`); the entry without `when` otherwise.
 */

const tsx = ['node', 'node_modules/tsx/dist/cli.mjs'];

/** @type {Bench[]} */
export const benches = [
  {
    name: 'startup',
    command: ['node', 'bench/startup.mjs'],
    figures: [
      {
        figure: 'ready, empty data directory',
        target: '≤ 5 s',
        limit: 5,
        unit: 's',
        read: /empty data directory\s+ready in ([\d.]+) s/,
      },
      {
        figure: 'RSS, empty data directory',
        target: '≤ 350 MiB',
        limit: 350,
        unit: 'MiB',
        read: /empty data directory.*RSS (\d+) MiB/,
      },
      {
        figure: 'peak RSS creating a fresh data directory (PGlite)',
        target: '≤ 500 MiB',
        limit: 500,
        unit: 'MiB',
        read: /^empty data directory.*peak (\d+) MiB/m,
      },
      {
        figure: 'ready, existing data directory',
        target: '≤ 3 s',
        limit: 3,
        unit: 's',
        read: /existing data directory\s+ready in ([\d.]+) s/,
      },
      {
        figure: 'RSS, existing data directory',
        target: '≤ 350 MiB',
        limit: 350,
        unit: 'MiB',
        read: /existing data directory.*RSS (\d+) MiB/,
      },
    ],
  },
  ...['pglite', 'postgres'].map((db) => ({
    name: `dashboard-${db}`,
    command: ['node', 'bench/dashboard.mjs', db],
    needs: db === 'postgres' ? 'postgres' : undefined,
    figures: [
      // Each endpoint alone at 50 connections beside its bare peer (bench/bare-dashboard-server.mjs).
      ...['list', 'detail', 'stats'].flatMap((endpoint) => [
        {
          figure: `${endpoint}: product req/s (${db})`,
          target: '—',
          unit: 'req/s',
          read: new RegExp(`^${endpoint} +product ([\\d.]+) req/s`, 'm'),
        },
        {
          figure: `${endpoint}: peer req/s (${db})`,
          target: '—',
          unit: 'req/s',
          read: new RegExp(`^${endpoint} +product .*\\| peer ([\\d.]+) req/s`, 'm'),
        },
        {
          figure: `${endpoint}: share of the peer's throughput (${db})`,
          target: '≥ 50 %',
          atLeast: 50,
          unit: '%',
          read: new RegExp(`^${endpoint} +product .*\\| ratio ([\\d.]+) %`, 'm'),
        },
        {
          // Issue 39's targets, measured with wrk: list, detail and stats p99 ≤ 50 ms at 50 connections.
          figure: `${endpoint}: p99 at 50 connections (${db})`,
          target: db === 'postgres' ? '≤ 50 ms' : '—',
          limit: db === 'postgres' ? 50 : undefined,
          unit: 'ms',
          read: new RegExp(`^${endpoint} +product [\\d.]+ req/s p50 [\\d.]+ ms p99 ([\\d.]+) ms`, 'm'),
        },
        {
          figure: `${endpoint}: peer p99 (${db})`,
          target: '—',
          unit: 'ms',
          read: new RegExp(
            `^${endpoint} +product .*\\| peer [\\d.]+ req/s p50 [\\d.]+ ms p99 ([\\d.]+) ms`,
            'm',
          ),
        },
        {
          figure: `${endpoint}: p99 over the peer's (${db})`,
          target: '≤ 2×',
          limit: 2,
          unit: '×',
          read: new RegExp(`^${endpoint} +product .*\\| p99 ([\\d.]+)× peer`, 'm'),
        },
      ]),
      {
        figure: `answer save p99 under list load (${db})`,
        target: db === 'pglite' ? '≤ 100 ms' : '—',
        limit: db === 'pglite' ? 100 : undefined,
        unit: 'ms',
        read: /^answer save under list load: .*? p99 ([\d.]+) ms/m,
      },
      {
        figure: `list p99, 50 connections (${db})`,
        target: db === 'postgres' ? '≤ 50 ms' : '≤ 150 ms',
        limit: db === 'postgres' ? 50 : 150,
        unit: 'ms',
        read: /^list at .*? p99 ([\d.]+) ms/m,
      },
      {
        figure: `list p99, 50 connections: peer (${db})`,
        target: '—',
        unit: 'ms',
        read: /^list at .*\(peer: [\d.]+ req\/s, p50 [\d.]+ ms, p99 ([\d.]+) ms/m,
      },
      {
        figure: `list throughput (${db})`,
        target: '—',
        unit: 'req/s',
        read: /^list at .*\): ([\d.]+) req\/s/m,
      },
      {
        figure: `stats p99 under list load (${db})`,
        target: '≤ 50 ms',
        limit: 50,
        unit: 'ms',
        read: /^stats under list load: .*? p99 ([\d.]+) ms/m,
      },
      {
        figure: `detail p99 under list load (${db})`,
        target: '≤ 50 ms',
        limit: 50,
        unit: 'ms',
        read: /^detail under list load: .*? p99 ([\d.]+) ms/m,
      },
      {
        figure: `detail p99 under list load: peer (${db})`,
        target: '—',
        unit: 'ms',
        read: /^detail under list load: .*\(peer: p50 [\d.]+ ms, p99 ([\d.]+) ms/m,
      },
      {
        figure: `server RSS after the dashboard load (${db}${db === 'pglite' ? ', existing data' : ''})`,
        target: db === 'postgres' ? '≤ 250 MiB' : '≤ 400 MiB',
        limit: db === 'postgres' ? 250 : 400,
        unit: 'MiB',
        read: /^server memory after the loads .*?: RSS (\d+) MiB/m,
      },
      {
        figure: `one page of 50 (${db})`,
        target: '≤ 30 KB',
        limit: 30,
        unit: 'KB',
        read: /^one page: \d+ candidates, ([\d.]+) KB/m,
      },
    ],
  })),
  {
    name: 'pdf-render',
    command: [...tsx, 'bench/pdf-render.ts'],
    figures: [
      {
        figure: 'A3 PDF first render',
        target: '≤ 500 ms',
        limit: 500,
        unit: 'ms',
        read: /first render.*: (\d+) ms/,
      },
      {
        figure: 'A3 PDF next renders (median)',
        target: '≤ 200 ms',
        limit: 200,
        unit: 'ms',
        read: /median of the next \d+: (\d+) ms/,
      },
    ],
  },
  {
    name: 'csv-import',
    command: [...tsx, 'bench/csv-import.ts'],
    figures: [
      {
        figure: 'CSV import, 10,000 rows (PGlite)',
        target: '≤ 3 s',
        limit: 3,
        unit: 's',
        read: /^total: ([\d.]+) s/m,
      },
    ],
  },
  // Issue 36: the company funnel at 10,000 candidates / 40,000 referees, and what recording a step event costs.
  ...['pglite', 'postgres'].map((db) => ({
    name: `funnel-${db}`,
    command: [...tsx, 'bench/funnel.mjs', db],
    needs: db === 'postgres' ? 'postgres' : undefined,
    figures: [
      {
        figure: `funnel p99, 10,000 candidates (${db})`,
        target: db === 'postgres' ? '≤ 50 ms' : '≤ 150 ms',
        limit: db === 'postgres' ? 50 : 150,
        unit: 'ms',
        read: new RegExp(`^funnel \\(${db}\\): .*? p99 ([\\d.]+) ms`, 'm'),
      },
      {
        figure: `funnel p99 by relationship (${db})`,
        target: '—',
        unit: 'ms',
        read: /^funnel by relationship .*? p99 ([\d.]+) ms/m,
      },
      {
        figure: `step event: the INSERT inside the step, median (${db})`,
        target: '≤ 2 ms',
        limit: 2,
        unit: 'ms',
        read: /^event cost .*? the INSERT p50 ([\d.]+) ms/m,
      },
      {
        figure: `step event: the INSERT inside the step, p99 (${db})`,
        target: '—',
        unit: 'ms',
        read: /^event cost .*? the INSERT p50 [\d.]+ ms p99 ([\d.]+) ms/m,
      },
    ],
  })),
  {
    name: 'page-weight',
    command: ['node', 'bench/page-weight.mjs'],
    figures: [
      {
        figure: 'referee first page, JavaScript gzipped',
        target: '≤ 120 KiB',
        limit: 120,
        unit: 'KiB',
        read: /^JavaScript: .* ([\d.]+) KiB gzipped/m,
      },
    ],
  },
  ...['pglite', 'postgres'].map((db) => ({
    name: `autosave-${db}`,
    command: ['node', 'bench/autosave-load.mjs', '--db', db],
    needs: db === 'postgres' ? 'postgres' : undefined,
    figures: [
      {
        figure: `autosave, 200 referees × 60 s: lost (${db})`,
        target: '0',
        limit: 0,
        unit: '',
        read: new RegExp(`^${db === 'pglite' ? 'pglite' : 'postgres'}.*lost (\\d+)`, 'm'),
      },
      {
        figure: `autosave: reordered (${db})`,
        target: '0',
        limit: 0,
        unit: '',
        read: /reordered (\d+)/,
      },
      {
        figure: `autosave: unanswered (${db})`,
        target: '0',
        limit: 0,
        unit: '',
        read: /unanswered (\d+)/,
      },
      {
        figure: `autosave p99 (${db})`,
        target: db === 'postgres' ? '≤ 100 ms' : '≤ 500 ms',
        limit: db === 'postgres' ? 100 : 500,
        unit: 'ms',
        read: /p99 ([\d.]+) ms/,
      },
    ],
  })),
  {
    name: 'answer-save',
    command: ['node', 'bench/answer-save.mjs'],
    needs: 'postgres',
    figures: [
      {
        figure: 'answer save, share of the bare node:http + pg peer',
        target: '≥ 50 %',
        atLeast: 50,
        unit: '%',
        read: /^ratio: ([\d.]+) %/m,
      },
    ],
  },
  {
    name: 'lighthouse',
    command: ['node', 'bench/lighthouse.mjs'],
    figures: [
      {
        figure: 'referee first page, Lighthouse mobile performance',
        target: '≥ 95',
        atLeast: 95,
        unit: '',
        read: /median performance (\d+)/,
      },
      {
        figure: 'referee first page, LCP (slow 4G, mid-range phone)',
        target: '≤ 2,500 ms',
        limit: 2500,
        unit: 'ms',
        read: /median LCP (\d+) ms/,
      },
      {
        figure: 'referee first page, CLS',
        target: '≤ 0.1',
        limit: 0.1,
        unit: '',
        read: /median CLS ([\d.]+)/,
      },
    ],
  },
  {
    name: 'admin-clients',
    command: [...tsx, 'bench/admin-clients.ts', '5000', '50'],
    figures: [
      {
        figure: 'operator client list, 5,000 companies: first page p99 (PGlite)',
        target: '—',
        unit: 'ms',
        read: /^default \(unverified first.*p99 ([\d.]+) ms/m,
      },
      {
        figure: 'operator client list: search p99 (PGlite)',
        target: '—',
        unit: 'ms',
        read: /^search .*p99 ([\d.]+) ms/m,
      },
    ],
  },
  {
    name: 'trust-signals',
    command: [...tsx, 'bench/trust-signals.ts', '10000', '200'],
    figures: [
      {
        figure: 'referee completion: what the signals add (fingerprinting, 10,000 candidates) p99 (PGlite)',
        target: '≤ 20 ms',
        limit: 20,
        unit: 'ms',
        read: /^completion: fingerprint two answers: .*p99 ([\d.]+) ms/m,
      },
      {
        figure: 'company-wide similar-text lookup, 80,000 answers p99 (PGlite)',
        target: '≤ 20 ms',
        limit: 20,
        unit: 'ms',
        read: /^similar texts across the company: .*p99 ([\d.]+) ms/m,
      },
      {
        figure: "a check's signals, all evidence, 10,000 candidates p99 (PGlite)",
        target: '—',
        unit: 'ms',
        read: /^signals of one check .*p99 ([\d.]+) ms/m,
      },
    ],
  },
  // At 100× the data (issue 39): PostgreSQL, 5,000 companies, 1,000,000 candidates; or PGlite, 500 companies,
  // 100,000 candidates (`--db pglite`). Only when named (`npm run bench -- scale [--db pglite] [--companies n
  // --candidates n --keep]`): seeding takes long.
  ...['postgres', 'pglite'].map((db) => {
    const pglite = db === 'pglite';
    const at = pglite ? 'scale (PGlite)' : 'scale';
    return {
      name: 'scale',
      command: ['node', 'bench/scale.mjs'],
      needs: pglite ? undefined : 'postgres',
      when: pglite ? ['--db', 'pglite'] : undefined,
      onlyByName: true,
      figures: [
        ...[
          'list, first page p99',
          'list, next pages p99',
          'detail p99',
          'stats p99',
          'answer save p99',
          'operator: client list p99',
          'operator: client search p99',
          'funnel (company) p99',
          'operator: funnel p99',
          'billing export (one request)',
          'retention job run',
          'reminder job run',
        ].map((name) => ({
          figure: `${at}: ${name}, at scale over alone`,
          target: '≤ 1.2×',
          limit: 1.2,
          unit: '×',
          read: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: .*\\| ratio ([\\d.]+)×`, 'm'),
        })),
        {
          figure: `${at}: detail p99 at scale`,
          target: '≤ 50 ms',
          limit: 50,
          unit: 'ms',
          read: /^detail p99: .*\| at scale ([\d.]+) ms/m,
        },
        {
          figure: `${at}: seeding time`,
          target: '—',
          unit: 's',
          read: /^seeding time \(at scale\): ([\d.]+) s/m,
        },
        {
          figure: `${at}: seeding rate (the other companies)`,
          target: '—',
          unit: 'candidates/s',
          read: /^seeding time \(at scale\): .* \((\d+) candidates\/s for the other companies\)/m,
        },
        {
          figure: `${at}: database size${pglite ? ' (the data directory on disk)' : ''}`,
          target: '—',
          unit: 'MiB',
          read: /^database size \(at scale\): (\d+) MiB/m,
        },
        {
          figure: pglite
            ? 'scale (PGlite): server RSS after the loads (existing data)'
            : 'scale: server RSS after the loads (PostgreSQL)',
          target: pglite ? '≤ 400 MiB' : '≤ 250 MiB',
          limit: pglite ? 400 : 250,
          unit: 'MiB',
          read: /^ {2}at scale: server memory after the loads: RSS (\d+) MiB/m,
        },
      ],
    };
  }),
];

/** Whether `bench` is the entry of its name that `args` (what followed its name) pick: see Bench's `when`. */
export function picked(bench, args = []) {
  const given = args.flatMap((a) =>
    /^--[^=]+=/.test(a) ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a],
  );
  const has = (when) => given.some((_, i) => when.every((w, j) => given[i + j] === w));
  const alike = benches.filter((b) => b.name === bench.name);
  return (alike.find((b) => b.when && has(b.when)) ?? alike.find((b) => !b.when)) === bench;
}
