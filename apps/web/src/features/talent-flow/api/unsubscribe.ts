import type { Language } from '@refcheck/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export function unsubscribeRemind(input: { company: string; token: string }) {
  return apiRequest<{ name: string; language: Language }>('/api/talent-flow/unsubscribe', {
    method: 'POST',
    body: input,
  });
}

export function useUnsubscribeRemind() {
  return useMutation({ mutationFn: unsubscribeRemind });
}
