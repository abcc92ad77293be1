/**
 * What a company user may do (spec 6; issue 27 gives the spec's "editor role" its permissions). The main account
 * may do everything. A sub-account is HR staff by default; the main account may make it an editor, which adds the
 * template questions to what staff do. No sub-account touches the company settings, the accounts or billing.
 */
export const SUB_ACCOUNT_PERMISSIONS = ['staff', 'editor'] as const;
export type SubAccountPermission = (typeof SUB_ACCOUNT_PERMISSIONS)[number];

/** A company user's permission set: the main account's, or a sub-account's. */
export type CompanyPermission = 'main' | SubAccountPermission;

export const COMPANY_ACTIONS = [
  /** Add and edit candidates, send and schedule invitations, issue referee links, read reports. */
  'editCandidates',
  /** Add, edit and delete template question sets. */
  'editTemplates',
  /** Delete candidates (soft, then for good). */
  'deleteCandidates',
  /** Company settings, IP allow-list, SSO, ATS, reminders by SMS. */
  'settings',
  /** Add, edit, enable, disable and delete sub-accounts. */
  'accounts',
  /** Plan, card and withdrawal. */
  'billing',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const ALLOWED: Record<CompanyPermission, ReadonlySet<CompanyAction>> = {
  main: new Set(COMPANY_ACTIONS),
  editor: new Set(['editCandidates', 'editTemplates']),
  staff: new Set(['editCandidates']),
};

/** Whether a user with this permission set may do the action. */
export function mayDo(permission: CompanyPermission, action: CompanyAction): boolean {
  return ALLOWED[permission].has(action);
}
