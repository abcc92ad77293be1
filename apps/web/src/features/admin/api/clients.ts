import type { ClientListQuery, ClientPermissionInput } from '@refcheck/domain/schemas/admin';
import type {
  AdminChange,
  ClientRow as Client,
  ClientPage,
  PermissionResult,
} from '@refcheck/domain/schemas/admin-response';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { PlanStatus } from '@refcheck/domain/enums';

/** An operator's view of a client company, and a page of them: the schemas the server answers with. */
export type {
  AdminChange,
  ClientPage,
  ClientRow as Client,
  PermissionResult,
} from '@refcheck/domain/schemas/admin-response';

/** The list's query as the page holds it: every field set. */
export type ClientQuery = Required<ClientListQuery>;

/** One change of the permission dialog (the request body). */
export type PermissionChange = ClientPermissionInput;

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
  apiRequest<PermissionResult>(`/api/admin/companies/${id}`, {
    method: 'PATCH',
    body: change,
  });

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
