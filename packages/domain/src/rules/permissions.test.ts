import { describe, expect, it } from 'vitest';
import { COMPANY_ACTIONS, mayDo } from './permissions.ts';

describe('company permission sets', () => {
  it('lets the main account do everything', () => {
    for (const action of COMPANY_ACTIONS) expect(mayDo('main', action), action).toBe(true);
  });

  it('lets an editor edit candidates and templates, and nothing of settings, accounts or billing', () => {
    const allowed = COMPANY_ACTIONS.filter((action) => mayDo('editor', action));
    expect(allowed).toEqual(['editCandidates', 'editTemplates']);
  });

  it('lets HR staff (the default sub-account) edit candidates only', () => {
    const allowed = COMPANY_ACTIONS.filter((action) => mayDo('staff', action));
    expect(allowed).toEqual(['editCandidates']);
  });
});
