import type { Language } from '@refcheck/domain/enums';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** The questionnaire language is chosen per referee: switching the page language stores it. */
export const setLanguage = (language: Language) =>
  apiRequest<{ ok: true }>(`${BASE}/language`, { method: 'PUT', body: { language } });
