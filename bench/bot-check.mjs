// The bot check's cost: how long a solver takes for the production difficulty (BOT_CHECK_MAX_NUMBER, default
// 50,000), with the web app's batched Web Crypto approach, here in Node (a phone is a few times slower).
// Prints figures only: node bench/bot-check.mjs [maxnumber]
import { createChallenge, verifySolution } from 'altcha-lib/v1';

const max = Number(process.argv[2] ?? 50_000);
const encoder = new TextEncoder();
const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');

async function solve(c) {
  for (let start = 0; start <= c.maxnumber; start += 200) {
    const numbers = Array.from({ length: Math.min(200, c.maxnumber - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(c.algorithm, encoder.encode(c.salt + n))),
    );
    const found = digests.findIndex((d) => hex(d) === c.challenge);
    if (found >= 0) return numbers[found];
  }
  return null;
}

const times = [];
let verifyMs = 0;
for (let i = 0; i < 10; i++) {
  const c = await createChallenge({
    hmacKey: 'bench',
    maxnumber: max,
    expires: new Date(Date.now() + 600_000),
  });
  const t0 = performance.now();
  const number = await solve(c);
  times.push(performance.now() - t0);
  const payload = btoa(JSON.stringify({ ...c, number }));
  const t1 = performance.now();
  if (!(await verifySolution(payload, 'bench'))) throw new Error('not verified');
  verifyMs += performance.now() - t1;
}
times.sort((a, b) => a - b);
console.log(`bot check, maxnumber ${max}, 10 challenges`);
console.log(`  solve: median ${times[5].toFixed(0)} ms, max ${times[9].toFixed(0)} ms`);
console.log(`  server verify: ${(verifyMs / 10).toFixed(2)} ms each`);
