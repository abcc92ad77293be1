import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** Autosave of one answer: a description's text or a selection's level (1–5). */
export const saveAnswer = (key: string, value: { text: string } | { level: number }) =>
  apiRequest<{ ok: true }>(`${BASE}/answers/${encodeURIComponent(key)}`, { method: 'PUT', body: value });
