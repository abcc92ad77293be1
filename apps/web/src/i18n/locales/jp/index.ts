import { admin } from './admin.ts';
import { apiKeys } from './api-keys.ts';
import { auth } from './auth.ts';
import { candidates } from './candidates.ts';
import { common } from './common.ts';
import { customer } from './customer.ts';
import { dev } from './dev.ts';
import { layout } from './layout.ts';
import { mail } from './mail.ts';
import { referee } from './referee.ts';
import { regainTrust } from './regain-trust.ts';
import { reminders } from './reminders.ts';
import { report } from './report.ts';
import { riskAts } from './risk-ats.ts';
import { talentFlow } from './talent-flow.ts';
import { templates } from './templates.ts';
import { webhooks } from './webhooks.ts';

/** The source catalog: every other language must have exactly these namespaces and keys. */
export const jp = {
  common,
  auth,
  layout,
  dev,
  referee,
  report,
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
  apiKeys,
} as const;
