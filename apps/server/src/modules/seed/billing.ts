/**
 * Companies for billing checks (tests, benches, the e2e billing flow): `count` STANDARD companies verified long
 * ago (billed), plus one unverified and one sonar company (excluded). The first billed company gets a RISK EYES
 * user ID. Never used in production.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { createCompany } from './demo.ts';

const DAY = 24 * 60 * 60 * 1000;

export async function seedBillingCompanies(db: Db, count: number, now = new Date()) {
  const tag = randomBytes(4).toString('hex');
  const old = new Date(now.getTime() - 120 * DAY);
  const verified = new Date(now.getTime() - 100 * DAY);
  const billed: { id: string; uid: string; name: string }[] = [];
  const riskEyesId = `RE-${tag}`;
  // Every flag is set at creation: the export reads each company's state at the billed month's end.
  for (let i = 0; i < count; i++) {
    const c = await createCompany(db, {
      name: `請求確認株式会社 ${tag}-${String(i + 1).padStart(2, '0')}`,
      staffName: '請求 太郎',
      email: `billing-${tag}-${i}@billing.test`,
      plan: 'STANDARD',
      createdAt: old,
      verifiedAt: verified,
      cardValid: true,
      loginCount: 1,
      riskEyesId: i === 0 ? riskEyesId : null,
    });
    billed.push({ id: c.id, uid: c.uid, name: c.name });
  }
  const unverified = await createCompany(db, {
    name: `未審査株式会社 ${tag}`,
    staffName: '未審査 太郎',
    email: `billing-${tag}-unverified@billing.test`,
    plan: 'STANDARD',
    createdAt: old,
    verifiedAt: null,
  });
  const sonar = await createCompany(db, {
    name: `ATS連携株式会社 ${tag}`,
    staffName: '連携 太郎',
    email: `billing-${tag}-sonar@billing.test`,
    plan: 'STANDARD',
    createdAt: old,
    verifiedAt: verified,
    sonar: true,
  });
  return { billed, riskEyesId, excluded: { unverified: unverified.uid, sonar: sonar.uid } };
}
