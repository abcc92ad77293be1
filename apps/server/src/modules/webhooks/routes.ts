/** Webhook endpoints (issue 25 item 3): the main account's; sub-accounts get 403, other companies' ids 404. */
import {
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookMessageParamsSchema,
  webhookSecretSchema,
} from '@refcheck/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor, WebhookEndpointService } from './service.ts';

export const webhookRoutes: FastifyPluginAsyncZod<{ service: WebhookEndpointService }> = async (
  app,
  opts,
) => {
  const { service } = opts;
  // Every route here is the main account's: signed in as a company user, then not a sub-account.
  app.addHook('preValidation', app.requireUser('client'));
  app.addHook('preHandler', app.mainAccountOnly);
  const tags = ['webhooks'];
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.user.id,
    companyId: request.companyId,
    ip: request.ip,
  });
  const base = '/api/webhook-endpoints';

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Register a webhook endpoint; answers its signing secret (whsec_…) this once',
        body: webhookEndpointCreateSchema,
        response: { 201: webhookSecretSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actor(request), request.body)),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'The company’s webhook endpoints',
        response: { 200: z.array(webhookEndpointSchema) },
      },
    },
    async (request) => service.list(request.companyId),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => service.get(request.companyId, request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Change an endpoint’s URL, events, description, or enable/disable it',
        params: webhookEndpointParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => service.update(actor(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: webhookEndpointParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/rotate-secret`,
    {
      schema: {
        tags,
        summary: 'A new signing secret (shown this once); the previous one keeps signing alongside for 24 h',
        params: webhookEndpointParamsSchema,
        response: { 200: webhookSecretSchema },
      },
    },
    async (request) => service.rotate(actor(request), request.params.id),
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first (cursor pages)',
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => service.deliveries(request.companyId, request.params.id, request.query),
  );

  app.post(
    `${base}/:id/messages/:messageId/redeliver`,
    {
      schema: {
        tags,
        summary: 'Send a message to the endpoint again (same webhook-id)',
        params: webhookMessageParamsSchema,
        response: { 202: webhookDeliverySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.redeliver(actor(request), request.params.id, request.params.messageId)),
  );

  app.post(
    `${base}/:id/test`,
    {
      schema: {
        tags,
        summary: 'Send a webhook.test event to the endpoint',
        params: webhookEndpointParamsSchema,
        response: { 202: webhookDeliverySchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(202).send(await service.test(actor(request), request.params.id)),
  );
};
