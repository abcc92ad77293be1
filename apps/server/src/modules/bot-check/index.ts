import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import type { BotCheck as Check } from './bot-check.ts';
import { botCheckRoutes as routes } from './routes.ts';

export { BotCheck } from './bot-check.ts';

/** The proof-of-work bot check's challenge (the check itself is passed to the modules that need it as `botCheck`). */
export const botCheckModule: FastifyPluginAsyncZod<Platform & { botCheck: Check }> = async (app, p) => {
  await app.register(routes, { botCheck: p.botCheck, limitPerMinute: p.config.AUTH_CODE_LIMIT_PER_MINUTE });
};
