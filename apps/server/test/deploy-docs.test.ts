/**
 * The deployment files against the config schema: docs/deploy.md's environment table is what `npm run docs:env`
 * generates from it, and the app environment of compose.yaml (with deploy/compose.env.example's values) is a valid
 * production configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEPLOY_DOC, envTable, normalizedTable } from '../src/lib/env-docs.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** KEY=value lines of an env file. */
function envFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!;
  }
  return env;
}

/** The `environment:` block of compose.yaml's `x-app` anchor, interpolated as compose does (${V:?…}, ${V:-d}). */
function composeAppEnvironment(vars: Record<string, string>): Record<string, string> {
  const lines = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('x-app:'));
  const envStart = lines.findIndex((l, i) => i > start && l === '  environment:');
  const env: Record<string, string> = {};
  for (const line of lines.slice(envStart + 1)) {
    if (/^\s*#/.test(line)) continue;
    const m = /^ {4}([A-Z][A-Z0-9_]*): (.*)$/.exec(line);
    if (!m) break;
    const raw = m[2]!.replace(/^"(.*)"$/, '$1');
    env[m[1]!] = raw.replace(
      /\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g,
      (_all, name: string, op, arg: string) => {
        if (vars[name]) return vars[name]!;
        if (op === '?') throw new Error(`compose.yaml requires ${name}: ${arg}`);
        return op === '-' ? arg : '';
      },
    );
  }
  return env;
}

describe('docs/deploy.md', () => {
  it('has the environment table the config schema generates (npm run docs:env)', () => {
    const doc = fs.readFileSync(DEPLOY_DOC, 'utf8');
    expect(normalizedTable(doc), 'docs/deploy.md is out of date: run `npm run docs:env` and commit it').toBe(
      normalizedTable(envTable()),
    );
  });
});

describe('compose.yaml', () => {
  it('gives the app a valid production configuration with the documented variables', () => {
    const env = composeAppEnvironment(envFile(path.join(root, 'deploy/compose.env.example')));
    expect(env.NODE_ENV).toBe('production');
    const config = loadConfig(env);
    expect(config.s3).toMatchObject({ endpoint: 'http://rustfs:9000', forcePathStyle: true });
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\/refcheck:.+@postgres:5432\/refcheck$/);
    expect(config.SEED_DEMO).toBe(false);
  });
});
