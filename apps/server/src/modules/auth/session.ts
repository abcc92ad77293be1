import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/problem.ts';
import { ipAllowedFor } from '../identity/ip-rules.ts';
import type { Auth } from './auth.ts';
import { toHeaders } from './bridge.ts';

export type Role = 'admin' | 'client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: string | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; the company id of every company-scoped query comes from here. */
    user: SessionUser;
  }
  interface FastifyInstance {
    auth: Auth;
    readSession(request: FastifyRequest): Promise<SessionUser | null>;
    /** preHandler: a signed-in user whose role is one of `roles` (any role when empty). */
    requireUser(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorate('auth', opts.auth);
  app.decorateRequest('user', null as unknown as SessionUser);

  app.decorate('readSession', async (request: FastifyRequest) => {
    const result = await opts.auth.api.getSession({ headers: toHeaders(request) });
    if (!result) return null;
    const u = result.user as typeof result.user & { role?: string | null; companyId?: string | null };
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role === 'admin' ? 'admin' : 'client',
      companyId: u.companyId ?? null,
      sessionId: result.session.id,
    } satisfies SessionUser;
  });

  app.decorate('requireUser', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await app.readSession(request);
    if (!user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    if (user.role === 'client' && !user.companyId) throw forbidden();
    // The company's IP allow-list applies to every request, not only to sign-in (admins are exempt).
    if (
      user.role === 'client' &&
      !(await ipAllowedFor(app.services.database.db, user.companyId, request.ip))
    ) {
      throw forbidden('ipNotAllowed');
    }
    request.user = user;
  });
});
