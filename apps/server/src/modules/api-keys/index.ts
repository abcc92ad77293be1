import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { apiKeyRoutes as routes } from './routes.ts';
import { ApiKeyService as Keys } from './service.ts';

export { ApiKeyService, hashApiKey, type ResolvedApiKey } from './service.ts';

/** A company's API keys in /config (issue 25): create (shown once), list, revoke. */
export const apiKeysModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { keys: new Keys(p.db) });
};
