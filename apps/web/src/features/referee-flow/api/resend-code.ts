import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** Sends the SMS code to the number already stored. */
export const resendCode = () => apiRequest<{ phone: string }>(`${BASE}/phone/resend`, { method: 'POST' });
