import { clientListQuerySchema, clientPermissionSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/problem.ts';
import { getClient, listClients } from './clients.ts';
import type { ClientPermissions } from './permissions.ts';
import {
  adminChangeSchema,
  clientPageSchema,
  clientRowSchema,
  errorResponses,
  idParams,
  ok,
  permissionResultSchema,
} from './schemas.ts';

const errors = errorResponses;

/** The operator's client list and the permission dialog (spec 2, 4, 6). */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; permissions: ClientPermissions }> = async (
  app,
  opts,
) => {
  const { db, permissions } = opts;
  const admin = app.requireUser('admin');
  // Every route here is the operator's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', admin);
  const tags = ['admin'];
  const actor = (request: { user: { id: string; email: string } }) => ({
    id: request.user.id,
    email: request.user.email,
  });
  const row = async (id: string) => {
    const client = await getClient(db, id);
    if (!client) throw notFound();
    return client;
  };

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags,
        summary: 'Client companies (the operator’s own excluded): search, filter, sort, one page',
        querystring: clientListQuerySchema,
        response: { 200: clientPageSchema, ...errors },
      },
    },
    async (request) => listClients(db, request.query),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      schema: {
        tags,
        summary: 'One client company',
        params: idParams,
        response: { 200: clientRowSchema, ...errors },
      },
    },
    async (request) => row(request.params.id),
  );

  app.get(
    '/api/admin/companies/:id/changes',
    {
      schema: {
        tags,
        summary: 'The audit log of the operator’s changes to a client, newest first (100)',
        params: idParams,
        response: { 200: z.array(adminChangeSchema), ...errors },
      },
    },
    async (request) => {
      await row(request.params.id);
      return permissions.changes(request.params.id);
    },
  );

  app.patch(
    '/api/admin/companies/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a client’s permission: enabled, plan, risk-check user ID, sonar, verification (one transaction, audited)',
        params: idParams,
        body: clientPermissionSchema,
        response: { 200: permissionResultSchema, ...errors },
      },
    },
    async (request) => {
      const { notificationFailed } = await permissions.update(
        request.params.id,
        actor(request),
        request.body,
      );
      return { client: await row(request.params.id), notificationFailed };
    },
  );

  app.post(
    '/api/admin/companies/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Forced withdrawal: sets deletedAt and bannedAt, ends every session, refuses every sign-in',
        params: idParams,
        response: { 200: clientRowSchema, ...errors },
      },
    },
    async (request) => {
      await permissions.withdraw(request.params.id, actor(request));
      return row(request.params.id);
    },
  );

  app.post(
    '/api/admin/companies/:id/recover',
    {
      schema: {
        tags,
        summary: 'Recovery: clears deletedAt and bannedAt; sign-in works again',
        params: idParams,
        response: { 200: clientRowSchema, ...errors },
      },
    },
    async (request) => {
      await permissions.recover(request.params.id, actor(request));
      return row(request.params.id);
    },
  );

  app.post(
    '/api/admin/companies/:id/upgrade-mail',
    {
      schema: {
        tags,
        summary: 'Resend the upgrade-complete mail (not for LIGHT)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await permissions.resendUpgradeMail(request.params.id);
      return { ok: true as const };
    },
  );
};
