/** The settings route chunk: the settings pages and the card page (one lazily loaded module). */
export { CardPage } from '../../features/customer/pages/card-page.tsx';
export * from '../../features/settings/pages.tsx';
