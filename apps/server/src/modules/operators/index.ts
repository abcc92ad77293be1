import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { operatorRoutes as routes } from './routes.ts';

export {
  createOperator,
  disableOperator,
  listOperators,
  OPERATOR_LINK_HOURS,
  OperatorError,
} from './service.ts';

/** Operator accounts (set-up link). */
export const operatorsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { db: p.db, limitPerMinute: p.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE });
};
