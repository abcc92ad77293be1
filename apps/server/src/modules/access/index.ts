/**
 * Access: who may call what once signed in. The guards (`requireUser`, `mainAccountOnly`, `mayDo`: guards.ts,
 * registered at the root after auth's session plugin), the company gate (company-access.ts, company-gate.ts), the
 * IP allow-list (ip-rules.ts), main account and permissions (main-account.ts) and the login policy's per-request gate
 * (factor-gate.ts). Signing in and sessions are auth's.
 */
export { companyAccessState, loadCompanyAccess } from './company-access.ts';
export { companyGate } from './company-gate.ts';
export { companyFactorPolicy, enrolledFactors, factorGateState, signInPathOf } from './factor-gate.ts';
export {
  accessGuards,
  mayChangeSessions,
  SESSION_MEMO_MS,
  type SessionsBus,
  type SessionUser,
} from './guards.ts';
export { companyIpList, ipAllowedFor, ipMatches } from './ip-rules.ts';
export { assertMainAccount, isSubAccountUser } from './main-account.ts';
