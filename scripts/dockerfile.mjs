// The Dockerfile read as data, for the checks and the native simulation of its stages (scripts/check-image.mjs,
// scripts/image-size.mjs): no Docker engine is needed to read it.
import fs from 'node:fs';
import path from 'node:path';

export const dockerfilePath = path.resolve(import.meta.dirname, '../Dockerfile');

/** Dockerfile stages: { name, from, lines } (continuation lines joined, comments dropped). */
export function stages(dockerfile = fs.readFileSync(dockerfilePath, 'utf8')) {
  const joined = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const out = [];
  for (const raw of joined) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ name: from[2] ?? `stage${out.length}`, from: from[1], lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

/** A COPY line as { from (stage name, or null: the build context), sources, dest }; null for another instruction. */
export function parseCopy(line) {
  const m = /^COPY\s+(.*)$/i.exec(line);
  if (!m) return null;
  const words = m[1].split(' ');
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, flags, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/** The stage's WORKDIR (the last one set; Docker's default is /). */
export const workdir = (stage) =>
  stage.lines
    .map((l) => /^WORKDIR\s+(\S+)/i.exec(l)?.[1])
    .filter(Boolean)
    .at(-1) ?? '/';

/** The stage's ENV settings (the `ENV A=1 B=2` form). */
export function stageEnv(stage) {
  const env = {};
  for (const l of stage.lines) {
    const m = /^ENV\s+(.*)$/i.exec(l);
    if (m) for (const [, k, v] of m[1].matchAll(/(\w+)=(\S+)/g)) env[k] = v;
  }
  return env;
}
