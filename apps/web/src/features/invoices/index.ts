/** Front door of invoices (issue 35): the company's 「請求書・領収書」 card and the operator's invoice cards. */
export { AdminInvoices } from './admin-invoices.tsx';
export { CompanyInvoicesCard } from './company-invoices-card.tsx';
