import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { templateRoutes as routes } from './routes.ts';

export { templateItems } from './repository.ts';

/** Questionnaire templates. */
export const templatesModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { db: p.db, events: p.events });
};
