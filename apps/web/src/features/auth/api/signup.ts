import type { SignupInput } from '@refcheck/domain/schemas/index';
import { apiRequest } from '../../../api/client.ts';

/** Company sign-up: creates the main account and the company and signs in (phone registration follows). */
export function signUp(input: SignupInput): Promise<{ ok: true }> {
  return apiRequest('/api/signup', { method: 'POST', body: input });
}
