/** The candidate API's responses, from the schemas the server answers with (dates as ISO strings). */
export type {
  Breakdown,
  CompanyReferee,
  TalentDetail,
  TalentListItem,
  TalentPage,
} from '@refcheck/domain/schemas/talent-response';

export const talentKeys = {
  all: ['talents'] as const,
  lists: ['talents', 'list'] as const,
  list: (search: string) => ['talents', 'list', search] as const,
  detail: (id: string) => ['talents', 'detail', id] as const,
  statsAll: ['talents', 'stats'] as const,
  stats: (from: string, to: string) => ['talents', 'stats', from, to] as const,
};
