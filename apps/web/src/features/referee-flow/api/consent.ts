import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export const consent = () => apiRequest<{ ok: true }>(`${BASE}/consent`, { method: 'POST' });
