import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { mailLanguageRoutes as languageRoutes } from './language-routes.ts';
import { mailPreviewRoutes as previewRoutes } from './preview-routes.ts';

/** The user's mail language; the mail previews outside production. */
export const mailModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(languageRoutes, { db: p.db });
  if (!p.production) await app.register(previewRoutes, { support: p.support });
};
