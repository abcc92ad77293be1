import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRiskProvider } from '../../platform/risk/index.ts';
import type { Platform } from '../../platform/services.ts';
import { riskCheckRoutes as routes } from './routes.ts';
import { RiskCheckService as Service } from './service.ts';

/** The risk check (RISK EYES or the sandbox). */
export const riskCheckModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { service: new Service(p.db, createRiskProvider(p.config), p.log) });
};
