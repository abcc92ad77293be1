// The table `npm run bench` prints, from what each step printed: one row per figure of bench/registry.mjs. A figure
// a step did not print is never a number: its row says ✗ "not measured (reason)", the reason being the line the
// step printed as `not measured: <reason>` (bench/fail.mjs), else its last error, else its exit code. A step that
// exited non-zero, or left a figure unmeasured, is a failed step: `npm run bench` then exits non-zero.

/** @typedef {import('./registry.mjs').Bench} Bench */
/** @typedef {{ code: number | null, out: string, err?: string }} StepResult */

/** Why a step produced no figure, in one line. */
export function failureReason({ code, out, err = '' }) {
  const text = `${out}\n${err}`;
  const said = [...text.matchAll(/^not measured: (.+)$/gm)].at(-1)?.[1];
  if (said) return said.trim();
  const error = [...err.matchAll(/^\s*(?:Uncaught )?(?:\w*Error|error)(?: \[\w+\])?: (.+)$/gm)].at(-1)?.[1];
  if (error) return error.trim();
  if (code !== 0) return `exit ${code}`;
  return 'the step did not print it';
}

/**
 * The rows of one step: [figure, target, measured, met]. `result` null: skipped (`skipped` says why).
 * @param {Bench} bench
 * @param {StepResult | null} result
 */
export function figureRows(bench, result, skipped = '') {
  if (!result) return bench.figures.map((f) => [f.figure, f.target, `skipped (${skipped})`, '']);
  return bench.figures.map((f) => {
    const m = f.read.exec(result.out);
    const value = m ? Number(m[1]) : Number.NaN;
    if (!m || !Number.isFinite(value))
      return [f.figure, f.target, `not measured (${failureReason(result)})`, '✗'];
    const ok =
      f.limit !== undefined ? value <= f.limit : f.atLeast !== undefined ? value >= f.atLeast : undefined;
    return [f.figure, f.target, `${m[1]} ${f.unit}`.trim(), ok === undefined ? '' : ok ? '✓' : '✗'];
  });
}

/** A step failed when it exited non-zero or left a figure unmeasured. */
export function stepFailed(bench, result) {
  if (!result) return false;
  return result.code !== 0 || figureRows(bench, result).some((r) => r[2].startsWith('not measured'));
}

/** The table as text. */
export function formatTable(rows) {
  const header = ['figure', 'target', 'measured', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
