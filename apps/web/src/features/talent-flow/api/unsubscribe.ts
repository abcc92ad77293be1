import type { TalentUnsubscribed } from '@refcheck/domain/schemas/talent-flow-response';
import { apiRequest } from '../../../api/client.ts';
import { useMutation } from '../../../api/small-query.ts';

export function unsubscribeRemind(input: { company: string; token: string }) {
  return apiRequest<TalentUnsubscribed>('/api/talent-flow/unsubscribe', {
    method: 'POST',
    body: input,
  });
}

export function useUnsubscribeRemind() {
  return useMutation({ mutationFn: unsubscribeRemind });
}
