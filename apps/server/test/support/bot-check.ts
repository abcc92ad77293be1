/** The browser's part of the bot check (altcha): solve a challenge and encode the solution for `x-bot-check`. */
import { solveChallenge } from 'altcha-lib/v1';

export interface BotChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** Solves `c` (GET /api/bot-check/challenge's answer); `header` is the x-bot-check value (null: no solution). */
export async function solveBotCheck(c: BotChallenge) {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload = solution && {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return { solution, header: payload ? Buffer.from(JSON.stringify(payload)).toString('base64') : null };
}
