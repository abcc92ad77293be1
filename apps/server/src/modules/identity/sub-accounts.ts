import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { subAccountSchema, subAccountSignupSchema } from '@refcheck/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { account, companies, subAccounts, user } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { operatorNotifyAddress } from '../admin/notify-address.ts';
import { hashPassword } from '../auth/password.ts';
import { accountLanguage } from '../mail/mailer.ts';
import { assertEmailFree } from './email-in-use.ts';
import { recordAuthEvent } from './events.ts';
import { assertMainAccount } from './main-account.ts';

/** Invitation links (password-setting mail) are valid 7 days; a resend issues a new one. */
export const INVITE_DAYS = 7;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const subAccountView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  createdAt: z.date(),
  hasUser: z.boolean(),
  enabled: z.boolean(),
  invitationExpiresAt: z.date().nullable(),
});

const idParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

/** Sub-accounts (spec 2, 4, 6): the main account manages them; a sub-account may only look. */
export const subAccountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const db = app.services.database.db;
  const client = app.requireUser('client');

  const requireMainAccount = (userId: string) => assertMainAccount(db, userId);

  async function findOwn(companyId: string, id: string) {
    const [row] = await db
      .select()
      .from(subAccounts)
      .where(and(eq(subAccounts.id, id), eq(subAccounts.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  }

  async function sendInvitation(
    row: { id: string; companyId: string; name: string; email: string },
    inviterEmail: string,
  ) {
    const token = randomBytes(32).toString('base64url');
    await db
      .update(subAccounts)
      .set({
        inviteTokenHash: sha256(token),
        inviteExpiresAt: new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000),
      })
      .where(eq(subAccounts.id, row.id));
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    const link = `${opts.config.publicUrl}/signup/sub_account?company=${row.companyId}&token=${token}`;
    await app.services.outbox.sendMail('subAccountInvitation', {
      to: row.email,
      // The invitee has no account yet: the mail is in the inviting main account's language.
      language: await accountLanguage(db, inviterEmail),
      data: { name: row.name, companyName: company?.name ?? '', link, days: INVITE_DAYS },
      companyId: row.companyId,
    });
  }

  const view = (row: typeof subAccounts.$inferSelect) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    department: row.department,
    createdAt: row.createdAt,
    hasUser: row.userId !== null,
    enabled: row.bannedAt === null,
    invitationExpiresAt: row.userId ? null : row.inviteExpiresAt,
  });

  app.get(
    '/api/company/sub-accounts',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: "The company's sub-accounts",
        response: { 200: z.array(subAccountView) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(subAccounts)
        .where(eq(subAccounts.companyId, request.user.companyId!))
        .orderBy(asc(subAccounts.createdAt));
      return rows.map(view);
    },
  );

  app.post(
    '/api/company/sub-accounts',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'Add a sub-account and mail its password-setting link (main account only)',
        body: subAccountSchema,
        response: { 200: subAccountView },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const companyId = request.user.companyId!;
      const email = request.body.email.toLowerCase();
      const [taken] = await db
        .select({ id: subAccounts.id })
        .from(subAccounts)
        .where(and(eq(subAccounts.companyId, companyId), eq(subAccounts.email, email)));
      if (taken) {
        throw new HttpProblem(
          409,
          'emailAlreadyUsed',
          'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
        );
      }
      await assertEmailFree(db, email);
      const [row] = await db
        .insert(subAccounts)
        .values({ companyId, name: request.body.name, email, department: request.body.department })
        .returning();
      await sendInvitation(row!, request.user.email);
      const [fresh] = await db.select().from(subAccounts).where(eq(subAccounts.id, row!.id));
      return view(fresh!);
    },
  );

  app.patch(
    '/api/company/sub-accounts/:id',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'Edit a sub-account (main account only)',
        params: idParams,
        body: subAccountSchema,
        response: { 200: subAccountView },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const companyId = request.user.companyId!;
      const row = await findOwn(companyId, request.params.id);
      const email = request.body.email.toLowerCase();
      const [taken] = await db
        .select({ id: subAccounts.id })
        .from(subAccounts)
        .where(
          and(eq(subAccounts.companyId, companyId), eq(subAccounts.email, email), ne(subAccounts.id, row.id)),
        );
      if (taken) {
        throw new HttpProblem(
          409,
          'emailAlreadyUsed',
          'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
        );
      }
      if (email !== row.email) await assertEmailFree(db, email, row.userId);
      const [updated] = await db
        .update(subAccounts)
        .set({ name: request.body.name, email, department: request.body.department })
        .where(eq(subAccounts.id, row.id))
        .returning();
      return view(updated!);
    },
  );

  app.post(
    '/api/company/sub-accounts/:id/enabled',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary:
          'Enable or disable a sub-account that has set its password (bans the user and ends its sessions)',
        params: idParams,
        body: z.object({ enabled: z.boolean() }),
        response: { 200: subAccountView },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const row = await findOwn(request.user.companyId!, request.params.id);
      if (!row.userId) throw new HttpProblem(409, 'noUserYet');
      const enabled = request.body.enabled;
      await db
        .update(user)
        .set({ banned: !enabled, banReason: enabled ? null : 'sub-account disabled' })
        .where(eq(user.id, row.userId));
      if (!enabled) {
        const ctx = await app.auth.$context;
        await ctx.internalAdapter.deleteUserSessions(row.userId);
      }
      const [updated] = await db
        .update(subAccounts)
        .set({ bannedAt: enabled ? null : new Date() })
        .where(eq(subAccounts.id, row.id))
        .returning();
      return view(updated!);
    },
  );

  app.post(
    '/api/company/sub-accounts/:id/resend',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'Mail a new password-setting link (only while the sub-account has not set its password)',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const row = await findOwn(request.user.companyId!, request.params.id);
      if (row.userId) throw new HttpProblem(409, 'alreadyRegistered');
      await sendInvitation(row, request.user.email);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/company/sub-accounts/:id',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'Delete a sub-account and its user',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const row = await findOwn(request.user.companyId!, request.params.id);
      await db.transaction(async (tx) => {
        await tx.delete(subAccounts).where(eq(subAccounts.id, row.id));
        if (row.userId) await tx.delete(user).where(eq(user.id, row.userId));
      });
      return { ok: true as const };
    },
  );

  // --- The invited person's side: no session, the link's company and token. ---

  const invitationQuery = z.object({ company: z.uuid(), token: z.string().min(20).max(200) });

  async function findInvitation(company: string, token: string) {
    const [row] = await db
      .select()
      .from(subAccounts)
      .where(and(eq(subAccounts.companyId, company), eq(subAccounts.inviteTokenHash, sha256(token))));
    if (!row || row.userId || !row.inviteExpiresAt || row.inviteExpiresAt < new Date()) {
      throw new HttpProblem(404, 'invitationInvalid');
    }
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
        response: { 200: z.object({ email: z.string(), name: z.string(), companyName: z.string() }) },
      },
    },
    async (request) => {
      const row = await findInvitation(request.query.company, request.query.token);
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, row.companyId));
      return { email: row.email, name: row.name, companyName: company?.name ?? '' };
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
      const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) {
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
      await db.transaction(async (tx) => {
        await tx.insert(user).values({
          id: userId,
          name: row.name,
          email,
          emailVerified: true,
          role: 'client',
          companyId: company,
        });
        await tx.insert(account).values({
          id: randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: passwordHash,
        });
        await tx
          .update(subAccounts)
          .set({ userId, email, inviteTokenHash: null, inviteExpiresAt: null })
          .where(eq(subAccounts.id, row.id));
      });
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
        await db
          .update(subAccounts)
          .set({
            userId: null,
            email: row.email,
            inviteTokenHash: row.inviteTokenHash,
            inviteExpiresAt: row.inviteExpiresAt,
          })
          .where(eq(subAccounts.id, row.id));
        await db.delete(user).where(eq(user.id, userId));
        throw new HttpProblem(500, 'signupFailed');
      }
      await recordAuthEvent(db, request, {
        kind: 'sub-account-sign-up',
        result: 'ok',
        userId,
        companyId: company,
        email,
      });
      await app.services.outbox
        .sendMail('adminSubAccountSignup', {
          to: await operatorNotifyAddress(db, opts.config.ADMIN_NOTIFY_MAIL),
          data: { name: row.name, email, companyId: company },
          companyId: company,
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'sub-account notification not queued'));
      reply.header('set-cookie', signedIn.headers.getSetCookie());
      return { ok: true as const };
    },
  );
};
