import type { SsoSettings, SsoStart } from '@refcheck/domain/schemas/sso-response';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export type { SsoSettings };

export type IdpInput = { metadataXml: string } | { entityId: string; ssoUrl: string; certificate: string };

export const ssoKey = ['company-sso'] as const;

export const ssoQueryOptions = () =>
  queryOptions({ queryKey: ssoKey, queryFn: () => apiRequest<SsoSettings>('/api/company/sso') });

export const saveIdp = (body: IdpInput) =>
  apiRequest<SsoSettings>('/api/company/sso', { method: 'PUT', body });

export const removeIdp = () => apiRequest<SsoSettings>('/api/company/sso', { method: 'DELETE' });

export const startLink = () => apiRequest<SsoStart>('/api/sso/link', { method: 'POST' });

export const unlink = () => apiRequest<void>('/api/sso/link', { method: 'DELETE' });

export const startSsoSignIn = (email: string) =>
  apiRequest<SsoStart>('/api/sso/sign-in', { method: 'POST', body: { email } });
