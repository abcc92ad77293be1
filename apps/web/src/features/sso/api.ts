import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export interface SsoSettings {
  canManage: boolean;
  serviceProvider: { entityId: string; acsUrl: string; signOnUrl: string };
  idp: { entityId: string; ssoUrl: string; domain: string } | null;
  linked: boolean;
}

export type IdpInput = { metadataXml: string } | { entityId: string; ssoUrl: string; certificate: string };

export const ssoKey = ['company-sso'] as const;

export const ssoQueryOptions = () =>
  queryOptions({ queryKey: ssoKey, queryFn: () => apiRequest<SsoSettings>('/api/company/sso') });

export const saveIdp = (body: IdpInput) =>
  apiRequest<SsoSettings>('/api/company/sso', { method: 'PUT', body });

export const removeIdp = () => apiRequest<SsoSettings>('/api/company/sso', { method: 'DELETE' });

export const startLink = () => apiRequest<{ url: string }>('/api/sso/link', { method: 'POST' });

export const unlink = () => apiRequest<void>('/api/sso/link', { method: 'DELETE' });

export const startSsoSignIn = (email: string) =>
  apiRequest<{ url: string }>('/api/sso/sign-in', { method: 'POST', body: { email } });
