import { ipAllowListSchema, ipRulesViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem.ts';
import { assertMainAccount, ipMatches } from '../auth/index.ts';
import type { IpAllowListService } from './ip-allow-list.ts';

/** The company's IP allow-list (spec 2, 5): read by any company user, changed by the main account. */
export const ipRoutes: FastifyPluginAsyncZod<{ ipRules: IpAllowListService }> = async (app, opts) => {
  const { ipRules } = opts;
  const db = app.services.database.db;
  const client = app.requireUser('client');
  // Every route here is a company user's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', client);

  const requireMainAccount = (userId: string) => assertMainAccount(db, userId);

  app.get(
    '/api/company/ip-rules',
    {
      schema: {
        tags: ['identity'],
        summary: 'The IP allow-list and the caller address',
        response: { 200: ipRulesViewSchema },
      },
    },
    async (request) => ({
      ipAddresses: await ipRules.list(request.user.companyId!),
      currentIp: request.ip,
    }),
  );

  app.put(
    '/api/company/ip-rules',
    {
      schema: {
        tags: ['identity'],
        summary: 'Replace the IP allow-list (at least one entry; single addresses or CIDR ranges)',
        body: ipAllowListSchema,
        response: { 200: ipRulesViewSchema },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const entries = request.body.ipAddresses;
      // Saving a list that excludes the caller would sign them out at once.
      if (!ipMatches(request.ip, entries)) throw new HttpProblem(409, 'currentIpNotIncluded');
      await ipRules.replace(request.user.companyId!, entries);
      return { ipAddresses: entries, currentIp: request.ip };
    },
  );

  app.delete(
    '/api/company/ip-rules',
    {
      schema: {
        tags: ['identity'],
        summary: 'Turn the IP restriction off',
        response: { 200: ipRulesViewSchema },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      await ipRules.clear(request.user.companyId!);
      return { ipAddresses: [], currentIp: request.ip };
    },
  );
};
