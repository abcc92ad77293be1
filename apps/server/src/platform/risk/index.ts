export { createRiskProvider } from './create-provider.ts';
export type { RiskCheckProvider } from './provider.ts';
export { SandboxRiskProvider } from './sandbox.ts';
