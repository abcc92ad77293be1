/** Admin (operator) pages: the admin chunk. */
export { AnnouncementPage } from './announcement-page.tsx';
export { ClientListPage } from './client-list-page.tsx';
export { DeliveriesPage } from './deliveries-page.tsx';
export { PaymentPage } from './payment-page.tsx';
export { PlanDescriptionPage } from './plan-page.tsx';
