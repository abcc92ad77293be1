/**
 * Ending someone else's sessions (issue 34 item 4): the main account a sub-account's, an operator a client
 * company's. A person's own sessions are better-auth's endpoints (device-sessions.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeviceSessionService } from './device-sessions.ts';

const params = z.object({ id: z.uuid() });
const ended = z.object({ ended: z.number().int() });

export const deviceSessionRoutes: FastifyPluginAsyncZod<{ devices: DeviceSessionService }> = async (
  app,
  { devices },
) => {
  app.post(
    '/api/company/sub-accounts/:id/sessions/revoke',
    {
      preHandler: [app.requireUser('client'), app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary: 'End every session of a sub-account (main account only; audited)',
        params,
        response: { 200: ended },
      },
    },
    async (request) => {
      const n = await devices.endSubAccountSessions(
        { userId: request.user.id, companyId: request.companyId, ip: request.ip },
        request.params.id,
      );
      return { ended: n };
    },
  );

  app.post(
    '/api/admin/companies/:id/sessions/revoke',
    {
      preHandler: app.requireUser('admin'),
      schema: {
        tags: ['admin'],
        summary: "End every session of a client company's users (operator; audited)",
        params,
        response: { 200: ended },
      },
    },
    async (request) => ({
      ended: await devices.endCompanySessions(
        { userId: request.user.id, companyId: request.user.companyId, ip: request.ip },
        request.params.id,
      ),
    }),
  );
};
