import type { TalentUnsubscribed } from '@refcheck/domain/schemas/talent-flow-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export function unsubscribeRemind(input: { company: string; token: string }) {
  return apiRequest<TalentUnsubscribed>('/api/talent-flow/unsubscribe', {
    method: 'POST',
    body: input,
  });
}

export function useUnsubscribeRemind() {
  return useMutation({ mutationFn: unsubscribeRemind });
}
