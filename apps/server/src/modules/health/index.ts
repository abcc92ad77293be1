import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { healthRoutes as routes } from './routes.ts';

/** Liveness and readiness (the drain plugin is registered at the root, before every module). */
export const healthModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { database: p.database, storage: p.storage, version: p.config.version });
};
