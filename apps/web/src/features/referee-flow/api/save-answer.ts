import type { AnswerSaved } from '@refcheck/domain/schemas/referee-response';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export type AnswerValue = { text: string } | { level: number };

/**
 * Autosave of one answer (a description's text or a selection's level 1–5) with its revision: the server keeps it
 * only if newer than what it stored (`applied: false` when an edit made later is already there).
 */
export const saveAnswer = (key: string, value: AnswerValue, rev: number) =>
  apiRequest<AnswerSaved>(`${BASE}/answers/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { ...value, rev },
  });
