import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { contactRoutes as routes } from './routes.ts';
import { ContactService as Service } from './service.ts';

/** The support contact shown to companies (set by operators). */
export const contactModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { service: new Service(p.db, p.support) });
};
