import { describe, expect, it } from 'vitest';
import {
  COMPANY_FACTOR_POLICIES,
  type EnrolledFactors,
  type LoginDecision,
  type LoginPolicyInput,
  loginDecision,
  loginPolicyGate,
  type SecondFactor,
  SIGN_IN_PATHS,
} from './login-policy.ts';

const NONE: EnrolledFactors = { sms: false, totp: false, passkey: false };
const SMS: EnrolledFactors = { sms: true, totp: false, passkey: false };
const TOTP: EnrolledFactors = { sms: true, totp: true, passkey: false };
const PASSKEY: EnrolledFactors = { sms: true, totp: false, passkey: true };
const FACTORS = { none: NONE, sms: SMS, totp: TOTP, passkey: PASSKEY } as const;
type FactorName = keyof typeof FACTORS;
type Who = 'company default' | 'company strong' | 'operator';
const WHO: Who[] = ['company default', 'company strong', 'operator'];

function input(who: Who, factors: FactorName, rest: Partial<LoginPolicyInput>): LoginPolicyInput {
  return {
    path: 'password',
    role: who === 'operator' ? 'admin' : 'client',
    companyPolicy: who === 'company strong' ? 'strongFactorRequired' : 'default',
    factors: FACTORS[factors],
    ...rest,
  };
}

const complete: LoginDecision = { kind: 'complete', suggestEnrol: false };
const nudge: LoginDecision = { kind: 'complete', suggestEnrol: true };
const enrol: LoginDecision = { kind: 'enrol', offered: ['passkey', 'totp'] };
const ask = (...offered: SecondFactor[]): LoginDecision => ({ kind: 'secondFactor', offered });
const refused = (reason: string) => ({ kind: 'refused', reason });

/** After the password (or a reset password, or an invitation's new password), before any second factor. */
const FIRST_STEP: Record<Who, Record<FactorName, LoginDecision | ReturnType<typeof refused>>> = {
  'company default': {
    none: complete,
    sms: ask('sms'),
    totp: ask('totp', 'recoveryCode', 'sms'),
    passkey: ask('sms'),
  },
  'company strong': {
    none: enrol,
    sms: ask('sms'),
    totp: ask('totp', 'recoveryCode'),
    passkey: refused('passkeyRequired'),
  },
  operator: {
    none: nudge,
    sms: ask('sms'),
    totp: ask('totp', 'recoveryCode'),
    passkey: refused('passkeyRequired'),
  },
};

describe('loginDecision: password, password reset and invitation', () => {
  for (const path of ['password', 'password-reset', 'invitation'] as const) {
    for (const who of WHO) {
      for (const factors of Object.keys(FACTORS) as FactorName[]) {
        it(`${path} · ${who} · ${factors}: first step`, () => {
          expect(loginDecision(input(who, factors, { path }))).toEqual(FIRST_STEP[who][factors]);
        });
      }
    }
  }
});

/** After the password and the named second factor. */
const SECOND_STEP: Record<
  Who,
  Record<FactorName, Record<SecondFactor, LoginDecision | ReturnType<typeof refused>>>
> = {
  'company default': {
    none: { sms: complete, totp: refused('weakFactorRefused'), recoveryCode: refused('weakFactorRefused') },
    sms: { sms: complete, totp: refused('weakFactorRefused'), recoveryCode: refused('weakFactorRefused') },
    totp: { sms: complete, totp: complete, recoveryCode: complete },
    passkey: {
      sms: complete,
      totp: refused('weakFactorRefused'),
      recoveryCode: refused('weakFactorRefused'),
    },
  },
  'company strong': {
    none: { sms: enrol, totp: refused('weakFactorRefused'), recoveryCode: refused('weakFactorRefused') },
    sms: { sms: enrol, totp: refused('weakFactorRefused'), recoveryCode: refused('weakFactorRefused') },
    totp: { sms: refused('weakFactorRefused'), totp: complete, recoveryCode: complete },
    passkey: {
      sms: refused('weakFactorRefused'),
      totp: refused('weakFactorRefused'),
      recoveryCode: refused('weakFactorRefused'),
    },
  },
  operator: {
    none: { sms: nudge, totp: refused('weakFactorRefused'), recoveryCode: refused('weakFactorRefused') },
    sms: { sms: nudge, totp: refused('weakFactorRefused'), recoveryCode: refused('weakFactorRefused') },
    totp: { sms: refused('weakFactorRefused'), totp: complete, recoveryCode: complete },
    passkey: {
      sms: refused('weakFactorRefused'),
      totp: refused('weakFactorRefused'),
      recoveryCode: refused('weakFactorRefused'),
    },
  },
};

describe('loginDecision: the second factor', () => {
  for (const path of ['password', 'password-reset', 'invitation'] as const) {
    for (const who of WHO) {
      for (const factors of Object.keys(FACTORS) as FactorName[]) {
        for (const second of ['sms', 'totp', 'recoveryCode'] as const) {
          it(`${path} · ${who} · ${factors} · ${second}`, () => {
            expect(loginDecision(input(who, factors, { path, secondFactor: second }))).toEqual(
              SECOND_STEP[who][factors][second],
            );
          });
        }
      }
    }
  }
});

describe('loginDecision: passkey and SSO', () => {
  for (const who of WHO) {
    for (const factors of Object.keys(FACTORS) as FactorName[]) {
      it(`passkey · ${who} · ${factors}: complete with user verification, refused without`, () => {
        expect(loginDecision(input(who, factors, { path: 'passkey', userVerified: true }))).toEqual(complete);
        expect(loginDecision(input(who, factors, { path: 'passkey', userVerified: false }))).toEqual(
          refused('userNotVerified'),
        );
      });
      it(`sso · ${who} · ${factors}: the IdP is trusted for company users, never for operators`, () => {
        expect(loginDecision(input(who, factors, { path: 'sso' }))).toEqual(
          who === 'operator' ? refused('ssoNotForOperators') : complete,
        );
      });
    }
  }
});

describe('loginDecision: invariants over every combination', () => {
  const all: LoginPolicyInput[] = [];
  for (const path of SIGN_IN_PATHS)
    for (const policy of COMPANY_FACTOR_POLICIES)
      for (const role of ['client', 'admin'] as const)
        for (const factors of Object.values(FACTORS))
          for (const secondFactor of [null, 'sms', 'totp', 'recoveryCode'] as const)
            for (const userVerified of [true, false])
              all.push({ path, role, companyPolicy: policy, factors, secondFactor, userVerified });

  it('never completes a password sign-in of an enrolled person without a second factor', () => {
    for (const i of all) {
      const enrolled = i.factors.sms || i.factors.totp || i.factors.passkey;
      if (i.path === 'passkey' || i.path === 'sso' || i.secondFactor || !enrolled) continue;
      expect(['secondFactor', 'refused']).toContain(loginDecision(i).kind);
    }
  });
  it('never accepts the SMS code once a strong factor is both required and enrolled', () => {
    for (const i of all) {
      const required = i.role === 'admin' || i.companyPolicy === 'strongFactorRequired';
      if (!required || !(i.factors.totp || i.factors.passkey) || i.path === 'passkey' || i.path === 'sso')
        continue;
      const d = loginDecision(i);
      if (i.secondFactor === 'sms') expect(d).toEqual(refused('weakFactorRefused'));
      if (d.kind === 'secondFactor') expect(d.offered).not.toContain('sms');
    }
  });
  it('never offers a factor the person has not enrolled', () => {
    for (const i of all) {
      const d = loginDecision(i);
      if (d.kind !== 'secondFactor') continue;
      if (!i.factors.totp) expect(d.offered).not.toContain('totp');
      if (!i.factors.sms) expect(d.offered).not.toContain('sms');
    }
  });
});

describe('loginPolicyGate', () => {
  it('lets a strong-factor company user without one only enrol, after a password sign-in', () => {
    const base = { role: 'client', companyPolicy: 'strongFactorRequired', factors: SMS } as const;
    expect(loginPolicyGate({ ...base, path: 'password' })).toBe('enrol');
    expect(loginPolicyGate({ ...base, path: null })).toBe('enrol');
    expect(loginPolicyGate({ ...base, path: 'invitation' })).toBe('enrol');
    expect(loginPolicyGate({ ...base, path: 'sso' })).toBe('open');
    expect(loginPolicyGate({ ...base, path: 'passkey' })).toBe('open');
    expect(loginPolicyGate({ ...base, factors: TOTP, path: 'password' })).toBe('open');
    expect(loginPolicyGate({ ...base, factors: PASSKEY, path: 'password' })).toBe('open');
  });
  it('leaves the default policy and operators open (operators are led to enrol, not blocked)', () => {
    for (const factors of Object.values(FACTORS)) {
      expect(loginPolicyGate({ role: 'client', companyPolicy: 'default', factors, path: 'password' })).toBe(
        'open',
      );
      expect(loginPolicyGate({ role: 'admin', companyPolicy: 'default', factors, path: 'password' })).toBe(
        'open',
      );
    }
  });
});
