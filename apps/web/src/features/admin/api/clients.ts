import type { ClientFilter, ClientSort } from '@refcheck/domain/schemas/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type PlanStatus = 'PLAN_STATUS_LIGHT' | 'PLAN_STATUS_ORDERING_STANDARD' | 'PLAN_STATUS_STANDARD';

export interface Client {
  id: string;
  uid: string;
  name: string;
  staffName: string;
  email: string;
  createdAt: string;
  selectedPlan: 'LIGHT' | 'STANDARD';
  allowedPlan: 'LIGHT' | 'STANDARD';
  planStatus: PlanStatus;
  verifiedAt: string | null;
  bannedAt: string | null;
  deletedAt: string | null;
  riskEyesId: string | null;
  sonar: boolean;
  cardValid: boolean;
  maskedCardNo: string | null;
  onTrial: boolean;
  trialDaysLeft: number;
  subAccountCount: number;
  candidatesThisMonth: number;
}

export interface ClientPage {
  items: Client[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ClientQuery {
  q: string;
  filter: ClientFilter;
  sort: ClientSort;
  page: number;
  pageSize: number;
}

export interface AdminChange {
  id: string;
  actorEmail: string;
  field: string;
  before: unknown;
  after: unknown;
  at: string;
}

export interface PermissionChange {
  enabled?: boolean;
  allowedPlan?: 'LIGHT' | 'STANDARD';
  sendUpgradeMail?: boolean;
  riskEyesId?: string | null;
  sonar?: boolean;
  verified?: boolean;
}

export const clientKeys = {
  all: ['admin', 'clients'] as const,
  list: (query: ClientQuery) => ['admin', 'clients', 'list', query] as const,
  changes: (id: string) => ['admin', 'clients', 'changes', id] as const,
};

export const clientsQueryOptions = (query: ClientQuery) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        filter: query.filter,
        sort: query.sort,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      if (query.q.trim()) params.set('q', query.q.trim());
      return apiRequest<ClientPage>(`/api/admin/companies?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientQuery) => useQuery(clientsQueryOptions(query));

export const useClientChanges = (id: string) =>
  useQuery({
    queryKey: clientKeys.changes(id),
    queryFn: ({ signal }) => apiRequest<AdminChange[]>(`/api/admin/companies/${id}/changes`, { signal }),
  });

export const updatePermissions = (id: string, change: PermissionChange) =>
  apiRequest<{ client: Client; notificationFailed: 'verify' | 'upgrade' | null }>(
    `/api/admin/companies/${id}`,
    {
      method: 'PATCH',
      body: change,
    },
  );

export const forceWithdraw = (id: string) =>
  apiRequest<Client>(`/api/admin/companies/${id}/withdraw`, { method: 'POST', body: {} });

export const recoverClient = (id: string) =>
  apiRequest<Client>(`/api/admin/companies/${id}/recover`, { method: 'POST', body: {} });

export const resendUpgradeMail = (id: string) =>
  apiRequest(`/api/admin/companies/${id}/upgrade-mail`, { method: 'POST', body: {} });

export const useClient = (id: string, initial: Client | null) =>
  useQuery({
    queryKey: ['admin', 'clients', 'one', id] as const,
    queryFn: ({ signal }) => apiRequest<Client>(`/api/admin/companies/${id}`, { signal }),
    ...(initial ? { placeholderData: initial } : {}),
  });
