// The lint step's boundary check (scripts/check-boundaries.mjs) on small fixture trees: it passes a clean tree and
// fails, naming the docs/architecture.md rule, on each kind of violation.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, '../../../scripts/check-boundaries.mjs');

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'refcheck-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [script, root, '--no-exceptions'], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const clean = {
  'modules/a/index.ts': "export { a } from './service.ts';\n",
  'modules/a/service.ts': "import { b } from '../b/index.ts';\nexport const a = () => b();\n",
  'modules/a/routes.ts': "import { a } from './service.ts';\nexport const routes = () => a();\n",
  'modules/b/index.ts': "export { b } from './service.ts';\n",
  'modules/b/service.ts':
    "import { eq } from 'drizzle-orm';\nimport { t } from '../../db/schema/index.ts';\nexport const b = () => [eq, t];\n",
  'platform/mail/index.ts': "export const send = () => 'sent';\n",
  'db/schema/index.ts': 'export const t = 1;\n',
  'app.ts': "import { a } from './modules/a/index.ts';\nexport const app = a;\n",
};

describe('scripts/check-boundaries.mjs', () => {
  it('passes a tree that keeps every rule', () => {
    const result = check(tree(clean));
    expect(result.output).toContain('boundaries hold');
    expect(result.status).toBe(0);
  });

  it('fails on a file-level and module-level import cycle (rule 1)', () => {
    const result = check(
      tree({
        ...clean,
        'modules/b/service.ts': "import { a } from '../a/index.ts';\nexport const b = () => a;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('file cycle:');
    expect(result.output).toContain('module cycle: modules/a, modules/b');
    expect(result.output).toContain('docs/architecture.md server rule 1 (no import cycle)');
  });

  it('fails on a route file importing drizzle-orm or db/schema (rule 2)', () => {
    const result = check(
      tree({
        ...clean,
        'modules/a/list-routes.ts':
          "import { sql } from 'drizzle-orm';\nimport { t } from '../../db/schema/index.ts';\nexport const r = [sql, t];\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('modules/a/list-routes.ts imports drizzle-orm');
    expect(result.output).toContain('modules/a/list-routes.ts imports ../../db/schema/index.ts');
    expect(result.output).toContain('docs/architecture.md server rule 2');
  });

  it('fails on a file that registers a route and runs SQL, whatever its name (rule 2)', () => {
    const result = check(
      tree({
        ...clean,
        'modules/a/deliveries.ts': [
          "import { eq } from 'drizzle-orm';",
          "import { t } from '../../db/schema/index.ts';",
          'export const plugin = async (app: any) => {',
          '  app.get(',
          "    '/api/a/deliveries',",
          '    async () => [eq, t],',
          '  );',
          '};',
          '',
        ].join('\n'),
        // Named like a route file's helper, it registers nothing: its SQL is allowed.
        'modules/a/store.ts':
          "import { eq } from 'drizzle-orm';\nexport const get = (m: Map<string, number>) => [eq, m.get('/a')];\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('modules/a/deliveries.ts imports drizzle-orm');
    expect(result.output).toContain('modules/a/deliveries.ts imports ../../db/schema/index.ts');
    expect(result.output).not.toContain('modules/a/store.ts');
    expect(result.output).toContain('docs/architecture.md server rule 2');
  });

  it('fails on an import cycle made by a dynamic import() (rule 1)', () => {
    const result = check(
      tree({
        ...clean,
        'lib/observability/tracing.ts':
          "export async function start() {\n  const { hook } = await import('./trace-pg.ts');\n  hook();\n}\nexport const query = () => 1;\n",
        'lib/observability/trace-pg.ts':
          "import { query } from './tracing.ts';\nexport const hook = () => query();\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'file cycle: lib/observability/trace-pg.ts, lib/observability/tracing.ts',
    );
    expect(result.output).toContain('docs/architecture.md server rule 1 (no import cycle)');
  });

  it("fails on a module importing another module's internals (rule 3)", () => {
    const result = check(
      tree({
        ...clean,
        'modules/a/service.ts': "import { b } from '../b/service.ts';\nexport const a = () => b();\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'modules/a/service.ts imports modules/b/service.ts (not modules/b/index.ts)',
    );
    expect(result.output).toContain('docs/architecture.md server rule 3');
  });

  it('fails on platform importing a feature module (rule 4)', () => {
    const result = check(
      tree({
        ...clean,
        'platform/mail/index.ts': "import { a } from '../../modules/a/index.ts';\nexport const send = a;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('platform/mail/index.ts imports the feature modules/a');
    expect(result.output).toContain('docs/architecture.md server rule 4');
  });
});
