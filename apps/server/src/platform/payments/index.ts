export { createPaymentProvider } from './create-provider.ts';
export type { PaymentProvider, SavedCard } from './provider.ts';
export { SANDBOX_BASE, SandboxPaymentProvider } from './sandbox.ts';
export { paymentShopId } from './shop-id.ts';
