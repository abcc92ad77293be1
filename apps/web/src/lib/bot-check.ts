/**
 * The invisible bot check before an SMS send (ALTCHA proof-of-work, verified by the server, single use).
 * A page that can send an SMS calls `prepareBotCheck()` when it opens, so the challenge is solved in the background
 * while the person types; `botCheckHeaders()` hands the solution to the one request that sends the SMS and starts
 * solving the next one (for a resend). The server verifies with altcha-lib; the browser's solver is the few lines
 * below (no library in the bundle).
 */
import type { BotChallenge } from '@refcheck/domain/schemas/dev-response';
import { useEffect } from 'react';
import { apiRequest } from '../api/client.ts';

type Challenge = BotChallenge;

let pending: Promise<string> | null = null;
const BATCH = 200;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * ALTCHA's proof of work: the number n ≤ maxnumber with hex(SHA-256(salt + n)) = challenge. Hashes go to Web Crypto
 * in batches (many digests in flight at once), which is several times faster than one await per number and keeps
 * the page responsive between batches.
 */
async function solve(c: Challenge): Promise<number | null> {
  const encoder = new TextEncoder();
  const max = c.maxnumber ?? 1_000_000;
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(c.algorithm, encoder.encode(c.salt + n))),
    );
    const found = digests.findIndex((d) => hex(d) === c.challenge);
    if (found >= 0) return numbers[found]!;
  }
  return null;
}

async function solveFresh(): Promise<string> {
  const c = await apiRequest<Challenge>('/api/bot-check/challenge');
  const number = await solve(c);
  if (number === null) throw new Error('bot check not solved');
  const payload = { ...c, number };
  delete payload.maxnumber;
  return btoa(JSON.stringify(payload));
}

/** Starts solving a challenge in the background unless one is already being solved or ready. */
export function prepareBotCheck(): void {
  if (pending) return;
  const attempt = solveFresh();
  pending = attempt;
  attempt.catch(() => {
    if (pending === attempt) pending = null;
  });
}

/**
 * The header carrying a solved challenge, for one SMS-sending request. Without a solution (no network, no Web
 * Crypto) the request goes without it and the server answers with its localized `botCheckFailed`.
 */
export async function botCheckHeaders(): Promise<Record<string, string>> {
  const current = pending ?? solveFresh();
  pending = null;
  try {
    return { 'x-bot-check': await current };
  } catch {
    return {};
  } finally {
    prepareBotCheck();
  }
}

/** Solves in the background while the page that sends an SMS is open. */
export function usePrepareBotCheck(): void {
  useEffect(prepareBotCheck, []);
}
