import type { AnnouncementView } from '@refcheck/domain/schemas/admin-response';
import type { AnnouncementInput as AnnouncementBody } from '@refcheck/domain/schemas/announcement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** One announcement as the server answers it. */
export type Announcement = AnnouncementView;
export type AnnouncementCategory = Announcement['category'];

/** The operator's form: the request body, the category still unchosen ('') and the link blank until given. */
export type AnnouncementInput = Omit<AnnouncementBody, 'category' | 'href'> & {
  category: AnnouncementCategory | '';
  href: string;
};

export const announcementKeys = { list: ['announcements'] as const };

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.list,
    queryFn: ({ signal }) => apiRequest<Announcement[]>('/api/announcements', { signal }),
  });

export const useAnnouncements = () => useQuery(announcementsQueryOptions());

export const postAnnouncement = (input: AnnouncementInput) =>
  apiRequest<Announcement>('/api/admin/announcements', { method: 'POST', body: input });

export const deleteAnnouncement = (id: string) =>
  apiRequest(`/api/admin/announcements/${id}`, { method: 'DELETE' });
