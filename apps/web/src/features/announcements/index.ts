/** Front door of announcements: the list (company home, admin page) and its query. */

export {
  type Announcement,
  type AnnouncementInput,
  announcementKeys,
  deleteAnnouncement,
  postAnnouncement,
  useAnnouncements,
} from './api.ts';
export { AnnouncementList } from './components/announcement-list.tsx';
