/** Front door of the talent flow: the link-session pieces the regain-trust flow reuses. */
export { FlowSkeleton } from './components/flow-skeleton.tsx';
export { useLinkExchange } from './use-link-exchange.ts';
export { useLinkSession } from './use-link-session.ts';
