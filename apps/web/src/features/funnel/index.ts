export { FunnelCard } from './card.tsx';
export { CompanyFunnelPage } from './company-page.tsx';
export { OperatorFunnelPage } from './operator-page.tsx';
