import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxPaymentProvider } from '../../platform/payments/index.ts';
import type { Platform } from '../../platform/services.ts';
import { sandboxMemberRoutes, sandboxPaymentRoutes } from '../payments/index.ts';
import { CardRegistrations as Cards } from './card-registration.ts';
import { cardRoutes as cardApi, CARD_RETURN_PATH as cardReturnPath } from './card-routes.ts';
import { planRoutes as planApi } from './plan-routes.ts';
import { PlanService as Plans } from './plans.ts';
import { withdrawalRoutes as withdrawal } from './withdrawal-routes.ts';
import { WithdrawalService as Withdrawals } from './withdrawals.ts';

export { BillingNotices } from './billing-notices.ts';

/** Plans, the card (embedded sandbox or GMO-PG) and withdrawal. */
export const customerModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  const cards = new Cards(p.db, p.payments, `${p.config.publicUrl}${cardReturnPath}`, p.log);
  const limitPerMinute = p.config.AUTH_CODE_LIMIT_PER_MINUTE;
  await app.register(cardApi, { cards, provider: p.payments.name, limitPerMinute });
  if (p.payments instanceof SandboxPaymentProvider) {
    await app.register(sandboxPaymentRoutes, { provider: p.payments, limitPerMinute });
    if (!p.production) await app.register(sandboxMemberRoutes, { provider: p.payments });
  }
  const deps = { db: p.db, outbox: p.outbox, config: p.config };
  await app.register(planApi, { config: p.config, plans: new Plans(deps) });
  await app.register(withdrawal, { config: p.config, withdrawals: new Withdrawals(deps) });
};
