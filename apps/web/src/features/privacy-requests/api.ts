/** The privacy requests' API: the public page's calls and the company's and operator's lists. */
import type {
  AdminPrivacyRequest,
  PrivacyCodeRequestInput,
  PrivacyDeclineInput,
  PrivacyMe,
  PrivacyRequestRow,
} from '@refcheck/domain/schemas/index';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { botCheckHeaders } from '../../lib/bot-check.ts';

export const privacyKeys = {
  me: ['privacy-request', 'me'] as const,
  queue: ['company', 'privacy-requests'] as const,
  escalated: ['admin', 'privacy-requests'] as const,
};

export const sendPrivacyCode = async (body: PrivacyCodeRequestInput) =>
  apiRequest<{ ok: true; minutes: number }>('/api/privacy-request/code', {
    method: 'POST',
    body,
    headers: await botCheckHeaders(),
  });

export const verifyPrivacyCode = (code: string) =>
  apiRequest<{ ok: true }>('/api/privacy-request/verify', { method: 'POST', body: { code } });

export const fetchPrivacyMe = () => apiRequest<PrivacyMe>('/api/privacy-request/me');

export const requestErasure = (message: string) =>
  apiRequest<{ count: number }>('/api/privacy-request/erasure', { method: 'POST', body: { message } });

export const endPrivacySession = () =>
  apiRequest<null>('/api/privacy-request/session', { method: 'DELETE' }).catch(() => null);

/** The disclosure downloads as a file: the browser follows the link with the cookie. */
export const DISCLOSURE_URL = '/api/privacy-request/disclosure';
export const disclosurePdfUrl = (lang: string) => `/api/privacy-request/disclosure.pdf?lang=${lang}`;

export const useCompanyPrivacyRequests = () =>
  useQuery({
    queryKey: privacyKeys.queue,
    queryFn: ({ signal }) => apiRequest<PrivacyRequestRow[]>('/api/company/privacy-requests', { signal }),
  });

export const approvePrivacyRequest = (id: string) =>
  apiRequest<{ ok: true }>(`/api/company/privacy-requests/${id}/approve`, { method: 'POST' });

export const declinePrivacyRequest = (id: string, body: PrivacyDeclineInput) =>
  apiRequest<{ ok: true }>(`/api/company/privacy-requests/${id}/decline`, { method: 'POST', body });

export const useEscalatedPrivacyRequests = () =>
  useQuery({
    queryKey: privacyKeys.escalated,
    queryFn: ({ signal }) => apiRequest<AdminPrivacyRequest[]>('/api/admin/privacy-requests', { signal }),
  });
