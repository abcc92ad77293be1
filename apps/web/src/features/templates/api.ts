/** /api/templates: the company's template question sets. */
import type { Language } from '@refcheck/domain/enums';
import type { QuestionSetInput } from '@refcheck/domain/schemas/question-item';
import type { TemplateInput } from '@refcheck/domain/schemas/template';
import type { TemplateDetail, TemplateListItem } from '@refcheck/domain/schemas/template-response';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** The list and detail as the server answers them (dates as ISO strings). */
export type { TemplateDetail, TemplateListItem } from '@refcheck/domain/schemas/template-response';

/**
 * The request body (domain `templateSchema`), built per language: jp always, en and cn when given; with
 * `fairHiringConfirmed` when the company confirmed the Employment Security Act warning.
 */
export type TemplateBody = Omit<TemplateInput, 'questions'> & {
  questions: Partial<Record<Language, QuestionSetInput>>;
};

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
