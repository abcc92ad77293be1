import { ipAllowListSchema, ipRulesViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem.ts';
import { ipMatches } from '../access/index.ts';
import type { IpAllowListService } from './ip-allow-list.ts';

/** The company's IP allow-list (spec 2, 5): read by any company user, changed by the main account. */
export const ipRoutes: FastifyPluginAsyncZod<{ ipRules: IpAllowListService }> = async (app, opts) => {
  const { ipRules } = opts;
  const client = app.requireUser('client');
  // Every route here is a company user's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', client);

  app.get(
    '/api/company/ip-rules',
    {
      schema: {
        tags: ['identity'],
        summary: 'The IP allow-list and the caller address',
        response: { 200: ipRulesViewSchema },
      },
    },
    async (request) => {
      // Read the address before awaiting: a socket the browser closed meanwhile no longer has one.
      const currentIp = request.ip ?? '';
      return { ipAddresses: await ipRules.list(request.companyId), currentIp };
    },
  );

  app.put(
    '/api/company/ip-rules',
    {
      preHandler: app.mainAccountOnly,
      schema: {
        tags: ['identity'],
        summary: 'Replace the IP allow-list (at least one entry; single addresses or CIDR ranges)',
        body: ipAllowListSchema,
        response: { 200: ipRulesViewSchema },
      },
    },
    async (request) => {
      const entries = request.body.ipAddresses;
      const currentIp = request.ip ?? '';
      // Saving a list that excludes the caller would sign them out at once.
      if (!ipMatches(currentIp, entries)) throw new HttpProblem(409, 'currentIpNotIncluded');
      await ipRules.replace(request.companyId, entries);
      return { ipAddresses: entries, currentIp };
    },
  );

  app.delete(
    '/api/company/ip-rules',
    {
      preHandler: app.mainAccountOnly,
      schema: {
        tags: ['identity'],
        summary: 'Turn the IP restriction off',
        response: { 200: ipRulesViewSchema },
      },
    },
    async (request) => {
      const currentIp = request.ip ?? '';
      await ipRules.clear(request.companyId);
      return { ipAddresses: [], currentIp };
    },
  );
};
