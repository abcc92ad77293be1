/** /api/templates: the company's template question sets. */
import type { Language, Rank } from '@refcheck/domain/enums';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export interface TemplateListItem {
  id: string;
  name: string;
  templateType: Rank;
  createdAt: string;
  updatedAt: string;
  descriptionCount: number;
  selectionCount: number;
}

type QuestionList = { key: string; text: string }[];
export interface TemplateDetail extends Omit<TemplateListItem, 'descriptionCount' | 'selectionCount'> {
  questions: Record<Language, { descriptions: QuestionList; selections: QuestionList }>;
}

export interface TemplateBody {
  name: string;
  templateType: Rank;
  questions: Partial<Record<Language, { descriptions: QuestionList; selections: QuestionList }>>;
}

export const templateKeys = {
  all: ['templates'] as const,
  list: ['templates', 'list'] as const,
  detail: (id: string) => ['templates', 'detail', id] as const,
};

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list,
    queryFn: ({ signal }) => apiRequest<TemplateListItem[]>('/api/templates', { signal }),
  });

export const useTemplates = () => useQuery(templatesQueryOptions());

export const useTemplate = (id: string | null) =>
  useQuery({
    queryKey: templateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<TemplateDetail>(`/api/templates/${id}`, { signal }),
    enabled: Boolean(id),
  });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TemplateBody }) =>
      id
        ? apiRequest<TemplateDetail>(`/api/templates/${id}`, { method: 'PUT', body })
        : apiRequest<TemplateDetail>('/api/templates', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
