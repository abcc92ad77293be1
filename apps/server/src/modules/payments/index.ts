export { sandboxMemberRoutes, sandboxPaymentRoutes } from './sandbox-routes.ts';
