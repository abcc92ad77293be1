/**
 * Shared set-ups of the API tests: the seeded test app with the demo companies and accounts signed in, a fresh
 * company of its own (optionally with an API key), and the retention job as the app builds it.
 */
import { RetentionJob } from '../../src/modules/retention/index.ts';
import { type DemoAccount, findUserByEmail } from '../../src/modules/seed/demo.ts';
import {
  seedTestCompany,
  type TestCompanyInput,
  type TestCompanyState,
} from '../../src/modules/seed/test-company.ts';
import { createTestApp, signIn, type TestApp } from '../helpers.ts';

/** Every demo account: the operator (admin), ACME's owner and staff, Light's owner. */
export const ALL_DEMO = ['owner', 'staff', 'light', 'admin'] as const;

/** The test app, the demo companies' ids, and the Cookie header of each demo account signed in (by its name). */
export type DemoApp<W extends DemoAccount> = {
  t: TestApp;
  /** ACME (owner@acme.test, staff@acme.test). */
  acmeId: string;
  /** Light (owner@light.test). */
  lightId: string;
} & Record<W, string>;

/** The seeded test app (createTestApp's options) with `who` signed in, in parallel, and the demo companies' ids. */
export async function openDemoApp<const W extends DemoAccount = never>(
  who: readonly W[] = [],
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<DemoApp<W>> {
  const t = await createTestApp(options);
  const [acmeId, lightId] = await Promise.all(
    ['owner@acme.test', 'owner@light.test'].map(
      async (email) => (await findUserByEmail(t.database.db, email))!.companyId!,
    ),
  );
  const cookies = await Promise.all(who.map((w) => signIn(t.app, w)));
  const signedIn = Object.fromEntries(who.map((w, i) => [w, cookies[i]!])) as Record<W, string>;
  return { t, acmeId: acmeId!, lightId: lightId!, ...signedIn };
}

/** A fresh company of its own (seedTestCompany; a state, or the whole input) with its owner signed in. */
export async function freshCompany(t: TestApp, input: TestCompanyState | TestCompanyInput = 'active') {
  const seeded = await seedTestCompany(
    t.app.services.database.db,
    t.app.services.auth,
    typeof input === 'string' ? { state: input } : input,
  );
  const owner = await signIn(t.app, { email: seeded.owner.email, password: seeded.password });
  return { seeded, companyId: seeded.companyId, owner };
}

/** A fresh active company whose owner is signed in and has created one API key (named ATS). */
export async function companyWithApiKey(t: TestApp) {
  const { companyId, owner } = await freshCompany(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { cookie: owner },
    payload: { name: 'ATS' },
  });
  return { companyId, owner, key: res.json().key as string };
}

/** The retention job over the test app's services (its clock is given to each run). */
export function retentionJob(t: TestApp) {
  return new RetentionJob({
    db: t.app.services.database.db,
    jobs: t.app.services.jobs,
    purge: t.app.services.purge,
    log: t.app.log,
    outbox: t.app.services.outbox,
    publicUrl: t.app.services.config.publicUrl,
  });
}
