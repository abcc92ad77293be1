import type { Language } from '@refcheck/domain/enums';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** Agrees to the privacy policy shown in `language` (the server records the version of its own copy). */
export const consent = (language: Language) =>
  apiRequest<{ ok: true }>(`${BASE}/consent`, { method: 'POST', body: { language } });
