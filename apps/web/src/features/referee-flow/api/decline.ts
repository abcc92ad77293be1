import type { RefereeDeclineInput } from '@refcheck/domain/schemas/referee-decline';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** 「回答を辞退する」 (`declineAsReferee`, issue 36). */
export const declineAsReferee = (body: RefereeDeclineInput) =>
  apiRequest<{ ok: true }>(`${BASE}/decline`, { method: 'POST', body });
