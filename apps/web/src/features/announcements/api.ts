import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export type AnnouncementCategory = 'new' | 'press-release' | 'info';

export interface Announcement {
  id: string;
  category: AnnouncementCategory;
  title: string;
  date: string;
  href: string | null;
  text: string;
  createdAt: string;
}

export interface AnnouncementInput {
  category: AnnouncementCategory | '';
  title: string;
  date: string;
  href: string;
  text: string;
}

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
