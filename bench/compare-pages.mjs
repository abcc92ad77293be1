// Compares the page images of two runs of bench/pdf-pages.ts (every PNG, byte for byte; the PNGs pdftoppm writes
// from identical pixels are identical files). Exit code 1 when a page differs or is missing on one side.
// Usage: node bench/compare-pages.mjs DIR_A DIR_B   (prints figures; never part of the tests)
import fs from 'node:fs';
import path from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node bench/compare-pages.mjs DIR_A DIR_B');
const pngs = (dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
const names = [...new Set([...pngs(a), ...pngs(b)])].sort();
let differing = 0;
for (const name of names) {
  const [x, y] = [path.join(a, name), path.join(b, name)];
  const same = fs.existsSync(x) && fs.existsSync(y) && fs.readFileSync(x).equals(fs.readFileSync(y));
  if (!same) differing++;
  console.log(`${same ? 'same     ' : 'DIFFERENT'} ${name}`);
}
console.log(`${names.length} pages, ${differing} different`);
process.exitCode = differing ? 1 : 0;
