import type {
  MailAudience,
  MailTemplateInfo,
  RenderedMailTemplate,
} from '@refcheck/domain/schemas/mail-preview-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { MailAudience, MailTemplateInfo, RenderedMailTemplate };

export const mailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mail-templates'],
    queryFn: ({ signal }) => apiRequest<MailTemplateInfo[]>('/api/dev/mail-templates', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const renderedMailQueryOptions = (name: string, language: string) =>
  queryOptions({
    queryKey: ['dev', 'mail-templates', name, language],
    queryFn: ({ signal }) =>
      apiRequest<RenderedMailTemplate>(`/api/dev/mail-templates/${encodeURIComponent(name)}/${language}`, {
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMailTemplates = () => useQuery(mailTemplatesQueryOptions());
export const useRenderedMail = (name: string | null, language: string) =>
  useQuery({ ...renderedMailQueryOptions(name ?? '', language), enabled: Boolean(name) });
