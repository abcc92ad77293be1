import type { PlanStatus, Role } from '@refcheck/domain';

/** `GET /api/session`: the signed-in user and, for clients, their company. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: string | null;
  subAccountId: string | null;
  isSubAccount: boolean;
  /** False until a phone is registered for the sign-in code. */
  hasPhone: boolean;
  displayName: string;
}

export interface SessionCompany {
  id: string;
  uid: string;
  name: string;
  planStatus: PlanStatus;
  verified: boolean;
  onTrial: boolean;
  trialDaysLeft: number | null;
  cardValid: boolean;
  loginCount: number;
}

export interface Session {
  user: SessionUser;
  company: SessionCompany | null;
}
