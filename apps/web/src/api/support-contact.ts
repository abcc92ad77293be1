import type { SupportContactView } from '@refcheck/domain/schemas/contact-response';
import { apiRequest } from './client.ts';

/** Refcheck's support contact, set by the operator in the admin settings. */
export type SupportContact = SupportContactView;

export const SUPPORT_CONTACT_KEY = ['contact'] as const;

export const getSupportContact = (signal?: AbortSignal) =>
  apiRequest<SupportContact>('/api/contact', { signal });
