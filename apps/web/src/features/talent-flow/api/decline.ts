import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export function declineCheck(description: string) {
  return apiRequest<void>('/api/talent-flow/decline', { method: 'POST', body: { description } });
}

export function useDecline() {
  return useMutation({ mutationFn: declineCheck });
}
