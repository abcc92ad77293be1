import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';
import { companyRef } from './refs.ts';

/** The company's IP allow-list; the first entry (position 0) cannot be deleted. */
export const companyIpRules = pgTable(
  'company_ip_rules',
  {
    id: uuidId(),
    companyId: companyRef(),
    cidr: text('cidr').notNull(),
    label: text('label').notNull().default(''),
    position: smallint('position').notNull(),
  },
  (t) => [index('company_ip_rules_company_idx').on(t.companyId)],
);

/** Sign-in and account events (OWASP ASVS logging): who, when, from where, with what result. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuidId(),
    companyId: uuid('company_id'),
    userId: text('user_id'),
    email: text('email'),
    kind: text('kind').notNull(),
    result: text('result').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('auth_events_company_at_idx').on(t.companyId, t.at)],
);

/** Every read of a report, every export, every admin change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidId(),
    actorUserId: text('actor_user_id'),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_at_idx').on(t.companyId, t.at)],
);
