import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { webhookRoutes as routes } from './routes.ts';
import { WebhookEndpointService as Service } from './service.ts';

/** Webhook endpoints of a company (Standard Webhooks 1.0; the events are emitted by platform/webhook-events). */
export const webhooksModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(routes, { service: new Service(p.db, p.webhooks, p.secrets) });
};
