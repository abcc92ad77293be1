import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export const complete = () => apiRequest<{ ok: true }>(`${BASE}/complete`, { method: 'POST' });
