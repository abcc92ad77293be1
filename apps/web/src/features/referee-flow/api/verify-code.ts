import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export const verifyCode = (code: string) =>
  apiRequest<{ ok: true }>(`${BASE}/phone/verify`, { method: 'POST', body: { code } });
