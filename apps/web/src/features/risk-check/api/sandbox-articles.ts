import type { SandboxArticles } from '@refcheck/domain/schemas/risk-check-response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { SandboxArticles };

export function useSandboxArticles(query: { keyword: string; expires: string; token: string } | null) {
  return useQuery({
    queryKey: ['risk-sandbox-articles', query],
    queryFn: ({ signal }) =>
      apiRequest<SandboxArticles>('/api/risk-check/sandbox/articles', { query: query!, signal }),
    enabled: query !== null,
    retry: false,
  });
}
