import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export interface SandboxArticles {
  keyword: string;
  paperClipCount: number;
  webClipCount: number;
  articles: { id: string; kind: 'paper' | 'web'; title: string; source: string; publishedOn: string }[];
}

export function useSandboxArticles(query: { keyword: string; expires: string; token: string } | null) {
  return useQuery({
    queryKey: ['risk-sandbox-articles', query],
    queryFn: ({ signal }) =>
      apiRequest<SandboxArticles>('/api/risk-check/sandbox/articles', { query: query!, signal }),
    enabled: query !== null,
    retry: false,
  });
}
