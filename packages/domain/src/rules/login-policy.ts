/**
 * The login policy (issue 34): one decision for every sign-in path, so no path relies on better-auth's own
 * second-factor check (which runs only on some of them). The server asks it when a sign-in step succeeds and on
 * every API call of a signed-in client (`loginPolicyGate`). The table is in docs/decisions.md ("Issue 34").
 */

/** How the person proved who they are first. */
export const SIGN_IN_PATHS = ['password', 'passkey', 'sso', 'password-reset', 'invitation'] as const;
export type SignInPath = (typeof SIGN_IN_PATHS)[number];

/** The company's rule, set by its main account. */
export const COMPANY_FACTOR_POLICIES = ['default', 'strongFactorRequired'] as const;
export type CompanyFactorPolicy = (typeof COMPANY_FACTOR_POLICIES)[number];

/** Second factors a sign-in may ask for: the authenticator app, its recovery code, the SMS code. */
export type SecondFactor = 'totp' | 'recoveryCode' | 'sms';
/** Strong factors a person may be asked to enrol. */
export type StrongFactor = 'passkey' | 'totp';

export interface EnrolledFactors {
  /** A verified phone number (the SMS code). */
  sms: boolean;
  /** A verified authenticator app (with its recovery codes). */
  totp: boolean;
  /** At least one passkey. */
  passkey: boolean;
}

export interface LoginPolicyInput {
  path: SignInPath;
  role: 'client' | 'admin';
  /** The company's rule (ignored for operators, who always need a strong factor once enrolled). */
  companyPolicy: CompanyFactorPolicy;
  factors: EnrolledFactors;
  /** The second factor proved in this sign-in, if any. */
  secondFactor?: SecondFactor | null;
  /** Passkey path: whether the authenticator verified the user (PIN, biometrics). */
  userVerified?: boolean;
}

export type LoginDecision =
  /** Signed in; `suggestEnrol`: an operator still without a strong factor is led to enrol (not blocked). */
  | { kind: 'complete'; suggestEnrol: boolean }
  /** Not signed in yet: one of `offered` must follow (the first is the default). */
  | { kind: 'secondFactor'; offered: SecondFactor[] }
  /** Signed in, but only enrolment, the session view and sign-out answer until a strong factor is enrolled. */
  | { kind: 'enrol'; offered: StrongFactor[] }
  /** Refused: no session. */
  | { kind: 'refused'; reason: LoginRefusal };

export type LoginRefusal = 'userNotVerified' | 'weakFactorRefused' | 'passkeyRequired' | 'ssoNotForOperators';

const ENROL: LoginDecision = { kind: 'enrol', offered: ['passkey', 'totp'] };

export function hasStrongFactor(factors: EnrolledFactors): boolean {
  return factors.totp || factors.passkey;
}

/** Whether this person must use a strong factor: operators always, company users when their company says so. */
export function strongFactorRequired(role: LoginPolicyInput['role'], policy: CompanyFactorPolicy): boolean {
  return role === 'admin' || policy === 'strongFactorRequired';
}

/** Whether the SMS code may complete a sign-in: not once a strong factor is required and enrolled. */
function smsAccepted(input: LoginPolicyInput): boolean {
  return !(strongFactorRequired(input.role, input.companyPolicy) && hasStrongFactor(input.factors));
}

/** What a session made by a complete proof leads to: enrolment when the rule requires it and nothing is enrolled. */
function afterProof(input: LoginPolicyInput): LoginDecision {
  if (hasStrongFactor(input.factors)) return { kind: 'complete', suggestEnrol: false };
  if (input.role === 'admin') return { kind: 'complete', suggestEnrol: true };
  return input.companyPolicy === 'strongFactorRequired' ? ENROL : { kind: 'complete', suggestEnrol: false };
}

/** The second factors offered after the password: the app (and its recovery code) before the SMS code. */
export function offeredSecondFactors(input: LoginPolicyInput): SecondFactor[] {
  const offered: SecondFactor[] = [];
  if (input.factors.totp) offered.push('totp', 'recoveryCode');
  if (input.factors.sms && smsAccepted(input)) offered.push('sms');
  return offered;
}

export function loginDecision(input: LoginPolicyInput): LoginDecision {
  switch (input.path) {
    case 'passkey':
      // A passkey with user verification is two factors in one (possession and PIN / biometrics).
      if (!input.userVerified) return { kind: 'refused', reason: 'userNotVerified' };
      return { kind: 'complete', suggestEnrol: false };
    case 'sso':
      // The IdP's sign-in is trusted as it is (its own MFA); operators never sign in through a company's IdP.
      if (input.role === 'admin') return { kind: 'refused', reason: 'ssoNotForOperators' };
      return { kind: 'complete', suggestEnrol: false };
    case 'password':
    case 'password-reset':
    case 'invitation': {
      const second = input.secondFactor ?? null;
      if (second === null) {
        const offered = offeredSecondFactors(input);
        // Only a passkey is left that the rule accepts: the password alone never completes the sign-in.
        if (offered.length === 0 && input.factors.passkey)
          return { kind: 'refused', reason: 'passkeyRequired' };
        // Nothing enrolled (a new sub-account, a company user before phone registration): the password is the proof.
        if (offered.length === 0) return afterProof(input);
        return { kind: 'secondFactor', offered };
      }
      if (second === 'sms' && !smsAccepted(input)) return { kind: 'refused', reason: 'weakFactorRefused' };
      if (second !== 'sms' && !input.factors.totp) return { kind: 'refused', reason: 'weakFactorRefused' };
      return afterProof(input);
    }
  }
}

/**
 * On every API call of a signed-in person: whether the session may use the product (`open`) or only enrol
 * (`enrol`). A session made through SSO keeps trusting the IdP; a passkey is itself a strong factor.
 */
export function loginPolicyGate(input: {
  role: LoginPolicyInput['role'];
  companyPolicy: CompanyFactorPolicy;
  factors: EnrolledFactors;
  /** The path that made the session (null: before issue 34, treated as a password sign-in). */
  path: SignInPath | null;
}): 'open' | 'enrol' {
  if (input.path === 'sso' || input.path === 'passkey') return 'open';
  if (input.role === 'admin') return 'open';
  if (input.companyPolicy === 'strongFactorRequired' && !hasStrongFactor(input.factors)) return 'enrol';
  return 'open';
}
