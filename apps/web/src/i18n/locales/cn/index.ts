import type { CatalogShape } from '../../types.ts';
import type { jp } from '../jp/index.ts';
import { admin } from './admin.ts';
import { apiKeys } from './api-keys.ts';
import { auth } from './auth.ts';
import { candidates } from './candidates.ts';
import { common } from './common.ts';
import { comparison } from './comparison.ts';
import { customer } from './customer.ts';
import { dev } from './dev.ts';
import { funnel } from './funnel.ts';
import { invoices } from './invoices.ts';
import { layout } from './layout.ts';
import { mail } from './mail.ts';
import { referee } from './referee.ts';
import { refereeDecline } from './referee-decline.ts';
import { regainTrust } from './regain-trust.ts';
import { reminders } from './reminders.ts';
import { report } from './report.ts';
import { riskAts } from './risk-ats.ts';
import { security } from './security.ts';
import { sessions } from './sessions.ts';
import { talentFlow } from './talent-flow.ts';
import { templates } from './templates.ts';
import { webhooks } from './webhooks.ts';

export const cn: CatalogShape<typeof jp> = {
  common,
  auth,
  layout,
  dev,
  referee,
  refereeDecline,
  funnel,
  report,
  comparison,
  talentFlow,
  candidates,
  regainTrust,
  templates,
  riskAts,
  customer,
  mail,
  admin,
  reminders,
  webhooks,
  security,
  apiKeys,
  sessions,
  invoices,
};
