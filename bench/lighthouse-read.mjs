// What one Lighthouse run measured (bench/lighthouse.mjs), or why it measured nothing.

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/**
 * One run's figures, or the reason it measured nothing: Lighthouse's runtimeError (the page did not load, Chromium
 * went away…), a missing score or a missing metric (an audit's error or a `numericValue` that is not a number) are
 * never read as zeros.
 */
export function readRun(lhr) {
  if (lhr.runtimeError) return { error: `Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') return { error: 'Lighthouse gave no performance score' };
  const run = { score: Math.round(score * 100) };
  for (const [key, id] of Object.entries(METRICS)) {
    const audit = lhr.audits?.[id];
    if (!audit || typeof audit.numericValue !== 'number' || !Number.isFinite(audit.numericValue))
      return { error: `Lighthouse measured no ${id}${audit?.errorMessage ? `: ${audit.errorMessage}` : ''}` };
    run[key] = key === 'cls' ? Number(audit.numericValue.toFixed(3)) : Math.round(audit.numericValue);
  }
  return { run };
}
