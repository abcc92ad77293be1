/** The public route chunk: the public pages and the withdrawal-complete page (one lazily loaded module). */
export { WithdrawalCompletePage } from '../../features/customer/pages/withdrawal-complete-page.tsx';
export * from '../../features/public/pages.tsx';
