import type { SubAccountInput } from '@refcheck/domain/schemas/sub-account';
import type { SubAccountView } from '@refcheck/domain/schemas/sub-account-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { SubAccountInput };
export type SubAccount = SubAccountView;

export const subAccountKeys = { list: ['sub-accounts'] as const };

export const subAccountsQueryOptions = () =>
  queryOptions({
    queryKey: subAccountKeys.list,
    queryFn: ({ signal }) => apiRequest<SubAccount[]>('/api/company/sub-accounts', { signal }),
  });

export const useSubAccounts = () => useQuery(subAccountsQueryOptions());

export const addSubAccount = (input: SubAccountInput) =>
  apiRequest<SubAccount>('/api/company/sub-accounts', { method: 'POST', body: input });

export const editSubAccount = (id: string, input: SubAccountInput) =>
  apiRequest<SubAccount>(`/api/company/sub-accounts/${id}`, { method: 'PATCH', body: input });

export const setSubAccountEnabled = (id: string, enabled: boolean) =>
  apiRequest<SubAccount>(`/api/company/sub-accounts/${id}/enabled`, { method: 'POST', body: { enabled } });

export const resendSubAccountMail = (id: string) =>
  apiRequest(`/api/company/sub-accounts/${id}/resend`, { method: 'POST', body: {} });

export const deleteSubAccount = (id: string) =>
  apiRequest(`/api/company/sub-accounts/${id}`, { method: 'DELETE' });

export const setSubAccountPermission = (id: string, permission: SubAccount['permission']) =>
  apiRequest<SubAccount>(`/api/company/sub-accounts/${id}/permission`, {
    method: 'PUT',
    body: { permission },
  });
