import { randomUUID } from 'node:crypto';
import {
  SUB_ACCOUNT_PERMISSIONS,
  subAccountInvitationSchema,
  subAccountSchema,
  subAccountSignupSchema,
  subAccountViewSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { TalentChange } from '../../platform/talent-changes/index.ts';
import { hashPassword, recordAuthEvent } from '../auth/index.ts';
import type { SubAccountRow, SubAccountService } from './sub-accounts.ts';

const idParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

/** Sub-accounts (spec 2, 4, 6): the main account manages them; a sub-account may only look. */
export const subAccountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  subAccounts: SubAccountService;
  /** The live list (/company/accounts, issue 38): each successful write reaches the company's event stream. */
  events: { publish(change: TalentChange): Promise<void> };
}> = async (app, opts) => {
  const { db, subAccounts: subs } = opts;
  const client = app.requireUser('client');

  /**
   * After a successful write (add, edit, enable, permission, resend, delete, sign-up), the company's streams hear
   * `account`: the list in another browser is fetched again. The company is the session's, or the invitation's on
   * the sign-up (which has no session yet).
   */
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    const companyId =
      request.user?.companyId ?? (request.body as { company?: string } | undefined)?.company ?? null;
    if (!companyId) return;
    const id = (request.params as { id?: string } | undefined)?.id ?? '';
    await opts.events
      .publish({ companyId, talentId: id, kind: 'updated', topic: 'account' })
      .catch((error: unknown) => request.log.warn({ err: error }, 'sub-account change not published'));
  });

  async function findOwn(companyId: string, id: string) {
    const row = await subs.findOwn(companyId, id);
    if (!row) throw notFound();
    return row;
  }

  const view = (row: SubAccountRow) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    createdAt: row.createdAt,
    hasUser: row.userId !== null,
    enabled: row.bannedAt === null,
    invitationExpiresAt: row.userId ? null : row.inviteExpiresAt,
    permission: row.permission,
  });

  app.get(
    '/api/company/sub-accounts',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: "The company's sub-accounts",
        response: { 200: z.array(subAccountViewSchema) },
      },
    },
    async (request) => {
      const rows = await subs.list(request.companyId);
      return rows.map(view);
    },
  );

  app.post(
    '/api/company/sub-accounts',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary: 'Add a sub-account and mail its password-setting link (main account only)',
        body: subAccountSchema,
        response: { 200: subAccountViewSchema },
      },
    },
    async (request) => {
      const companyId = request.companyId;
      const email = request.body.email.toLowerCase();
      if (await subs.emailUsedInCompany(companyId, email)) {
        throw new HttpProblem(
          409,
          'emailAlreadyUsed',
          'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
        );
      }
      await subs.assertEmailFree(email);
      const { name, department } = request.body;
      const row = await subs.create(companyId, { name, email, department });
      await subs.sendInvitation(row, request.user.email);
      return view(await subs.get(row.id));
    },
  );

  app.patch(
    '/api/company/sub-accounts/:id',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary: 'Edit a sub-account (main account only)',
        params: idParams,
        body: subAccountSchema,
        response: { 200: subAccountViewSchema },
      },
    },
    async (request) => {
      const companyId = request.companyId;
      const row = await findOwn(companyId, request.params.id);
      const email = request.body.email.toLowerCase();
      if (await subs.emailUsedInCompany(companyId, email, row.id)) {
        throw new HttpProblem(
          409,
          'emailAlreadyUsed',
          'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
        );
      }
      if (email !== row.email) await subs.assertEmailFree(email, row.userId);
      const { name, department } = request.body;
      return view(await subs.update(row.id, { name, email, department }));
    },
  );

  app.post(
    '/api/company/sub-accounts/:id/enabled',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary:
          'Enable or disable a sub-account that has set its password (bans the user and ends its sessions)',
        params: idParams,
        body: z.object({ enabled: z.boolean() }),
        response: { 200: subAccountViewSchema },
      },
    },
    async (request) => {
      const row = await findOwn(request.companyId, request.params.id);
      if (!row.userId) throw new HttpProblem(409, 'noUserYet');
      const enabled = request.body.enabled;
      await subs.banUser(row.userId, !enabled);
      if (!enabled) {
        const ctx = await app.auth.$context;
        await ctx.internalAdapter.deleteUserSessions(row.userId);
      }
      return view(await subs.markEnabled(row.id, enabled));
    },
  );

  app.put(
    '/api/company/sub-accounts/:id/permission',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary:
          "Set a sub-account's permission set: HR staff, or editor (also edits templates; main account only)",
        params: idParams,
        body: z.object({ permission: z.enum(SUB_ACCOUNT_PERMISSIONS) }),
        response: { 200: subAccountViewSchema },
      },
    },
    async (request) => {
      const row = await findOwn(request.companyId, request.params.id);
      const updated = await subs.setPermission(row.id, request.body.permission, {
        userId: request.user.id,
        ip: request.ip,
      });
      return view(updated);
    },
  );

  app.post(
    '/api/company/sub-accounts/:id/resend',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary: 'Mail a new password-setting link (only while the sub-account has not set its password)',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      const row = await findOwn(request.companyId, request.params.id);
      if (row.userId) throw new HttpProblem(409, 'alreadyRegistered');
      await subs.sendInvitation(row, request.user.email);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/company/sub-accounts/:id',
    {
      preHandler: [client, app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary: 'Delete a sub-account and its user',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      const row = await findOwn(request.companyId, request.params.id);
      await subs.remove(row);
      return { ok: true as const };
    },
  );

  // --- The invited person's side: no session, the link's company and token. ---

  const invitationQuery = z.object({ company: z.uuid(), token: z.string().min(20).max(200) });

  async function findInvitation(company: string, token: string) {
    const row = await subs.findInvitation(company, token);
    if (!row) throw new HttpProblem(404, 'invitationInvalid');
    return row;
  }

  app.get(
    '/api/sub-account-invitations',
    {
      config: { rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE * 4, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: 'The invitation behind a password-setting link',
        querystring: invitationQuery,
        response: { 200: subAccountInvitationSchema },
      },
    },
    async (request) => {
      const row = await findInvitation(request.query.company, request.query.token);
      return { email: row.email, name: row.name, companyName: await subs.companyName(row.companyId) };
    },
  );

  app.post(
    '/api/signup/sub-account',
    {
      config: { rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        summary: "Sub-account sign-up: sets the invited person's email and password, then signed in",
        body: z.intersection(invitationQuery, subAccountSignupSchema),
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const { company, token, email: given, password } = request.body;
      const row = await findInvitation(company, token);
      const email = given.toLowerCase();
      if (await subs.emailTaken(email)) {
        await recordAuthEvent(db, request, {
          kind: 'sub-account-sign-up',
          result: 'fail:emailAlreadyInUse',
          email,
          companyId: company,
        });
        throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
      }
      const userId = randomUUID();
      const passwordHash = await hashPassword(password);
      await subs.accept(row, { userId, email, passwordHash });
      let signedIn: Response;
      try {
        signedIn = await app.auth.api.signInEmail({
          body: { email, password, rememberMe: false },
          headers: new Headers({ 'x-refcheck-client-ip': request.ip }),
          asResponse: true,
        });
        if (!signedIn.ok) throw new Error(`sign-in after sub-account sign-up: ${signedIn.status}`);
      } catch (error) {
        // Spec 4: on failure the uid is removed and the auth user deleted (the invitation stays usable).
        request.log.error({ err: error }, 'sub-account sign-up failed');
        await subs.undoAccept(row, userId);
        throw new HttpProblem(500, 'signupFailed');
      }
      await recordAuthEvent(db, request, {
        kind: 'sub-account-sign-up',
        result: 'ok',
        userId,
        companyId: company,
        email,
      });
      await subs
        .notifySignup(row, email)
        .catch((error: unknown) => request.log.warn({ err: error }, 'sub-account notification not queued'));
      reply.header('set-cookie', signedIn.headers.getSetCookie());
      return { ok: true as const };
    },
  );
};
