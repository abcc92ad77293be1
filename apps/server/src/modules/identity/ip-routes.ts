import { ipAllowListSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyIpRules } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { companyIpList, ipMatches } from './ip-rules.ts';
import { assertMainAccount } from './main-account.ts';

const listView = z.object({ ipAddresses: z.array(z.string()), currentIp: z.string() });

/** The company's IP allow-list (spec 2, 5): read by any company user, changed by the main account. */
export const ipRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const client = app.requireUser('client');

  const requireMainAccount = (userId: string) => assertMainAccount(db, userId);

  app.get(
    '/api/company/ip-rules',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'The IP allow-list and the caller address',
        response: { 200: listView },
      },
    },
    async (request) => ({
      ipAddresses: await companyIpList(db, request.user.companyId!),
      currentIp: request.ip,
    }),
  );

  app.put(
    '/api/company/ip-rules',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'Replace the IP allow-list (at least one entry; single addresses or CIDR ranges)',
        body: ipAllowListSchema,
        response: { 200: listView },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const entries = request.body.ipAddresses;
      // Saving a list that excludes the caller would sign them out at once.
      if (!ipMatches(request.ip, entries)) throw new HttpProblem(409, 'currentIpNotIncluded');
      const companyId = request.user.companyId!;
      await db.transaction(async (tx) => {
        await tx.delete(companyIpRules).where(eq(companyIpRules.companyId, companyId));
        await tx
          .insert(companyIpRules)
          .values(entries.map((cidr, position) => ({ companyId, cidr, position })));
      });
      return { ipAddresses: entries, currentIp: request.ip };
    },
  );

  app.delete(
    '/api/company/ip-rules',
    {
      preHandler: client,
      schema: { tags: ['identity'], summary: 'Turn the IP restriction off', response: { 200: listView } },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      await db.delete(companyIpRules).where(eq(companyIpRules.companyId, request.user.companyId!));
      return { ipAddresses: [], currentIp: request.ip };
    },
  );
};
