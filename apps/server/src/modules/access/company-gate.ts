/**
 * The company gate (issue 18): the server, not the browser, decides what a company's users (main account and
 * sub-accounts) may call. `requireUser` asks `companyGate` on every request of a client user, so each route tree is
 * gated in this one place and a new route is gated unless its tree is listed below (fails closed).
 *
 * | state           | answer                               | still open                                      |
 * | --------------- | ------------------------------------ | ----------------------------------------------- |
 * | open            | —                                    | everything the role allows                      |
 * | reviewPending   | 403 company.reviewPending            | GATE_OPEN_TREES                                 |
 * | paymentRequired | 402 company.paymentRequired          | GATE_OPEN_TREES                                 |
 * | cardInvalid     | 402 company.cardInvalid              | GATE_OPEN_TREES                                 |
 * | closed          | 401 unauthorized, the session ends   | nothing                                         |
 *
 * The table is in docs/decisions.md ("Issue 18"); the OpenAPI sweep (test/sweep-gates.test.ts) checks every route.
 */
import { type CompanyAccess, companyAccessProblem } from '@refcheck/domain';
import { HttpProblem } from '../../lib/problem.ts';

/**
 * Route trees a gated company still reaches: what the browser needs to show the blocking modal and resolve it. A
 * tree is a path and everything under it (`/api/company/card` covers `/api/company/card/return`).
 */
export const GATE_OPEN_TREES = [
  // The session view that decides the modal, and better-auth (sign-out, password change, the SMS code).
  '/api/session',
  '/api/auth',
  // Personal settings: name, email, phone and the language.
  '/api/account',
  // Phone registration right after sign-up (the review modal shows once it is done).
  '/api/phone',
  // The card page and its 3-D Secure return, the plan page and its order, and leaving (withdrawal).
  '/api/company/card',
  '/api/company/plan',
  '/api/company/withdrawal',
  // The dashboard's live stream: it tells the browser that the operator verified the company (no reload needed).
  '/api/talents/events',
] as const;

/** Whether a route (its declared URL, e.g. `/api/company/card/return`) stays open while the company is gated. */
export function openWhileGated(routeUrl: string): boolean {
  return GATE_OPEN_TREES.some((tree) => routeUrl === tree || routeUrl.startsWith(`${tree}/`));
}

/** The refusal for a company in `access` calling `routeUrl`, or null when the call may proceed. */
export function companyGate(access: CompanyAccess, routeUrl: string): HttpProblem | null {
  const problem = companyAccessProblem(access);
  if (!problem || openWhileGated(routeUrl)) return null;
  return new HttpProblem(problem.status, problem.code);
}
