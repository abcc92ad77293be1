import { apiRequest } from '../../../api/client.ts';
import { useMutation } from '../../../api/small-query.ts';

export function declineCheck(description: string) {
  return apiRequest<void>('/api/talent-flow/decline', { method: 'POST', body: { description } });
}

export function useDecline() {
  return useMutation({ mutationFn: declineCheck });
}
