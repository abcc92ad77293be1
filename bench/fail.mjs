// How a bench step says it could not measure: `not measured: <reason>` on stdout (bench/table.mjs shows the reason
// in the table) and exit code 1. Never print a figure for a run that did not happen.

/** Prints the reason and exits 1 (after `cleanup`, whose own failure is only reported). */
export async function notMeasured(reason, cleanup) {
  console.log(`not measured: ${String(reason).split('\n')[0]}`);
  try {
    await cleanup?.();
  } catch (e) {
    console.error(`cleanup failed: ${e instanceof Error ? e.message : e}`);
  }
  process.exit(1);
}
