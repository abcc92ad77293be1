/** Gives a problem whose code names a company-catalog message (e.g. `riskCountFailed`) that message as its title. */
import { isMessageKey, messageText } from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import { langFromHeader } from './messages.ts';
import { HttpProblem } from './problem.ts';

export async function withCompanyMessages<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const key = err instanceof HttpProblem ? `company.${err.code}` : '';
    if (!(err instanceof HttpProblem) || !isMessageKey(key) || err.message !== err.code) throw err;
    const lang = langFromHeader(request.headers['accept-language']);
    throw new HttpProblem(err.status, err.code, messageText(lang, key), err.errors, err.headers);
  }
}
