/** The dashboard's candidate list: GET /api/talents (a page) and GET /api/talents/:id/list-item (one row). */
import { talentListQuerySchema } from '@refcheck/domain';
import { talentPageSchema } from '@refcheck/domain/schemas/talent-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asBulkRead, type Db } from '../../db/client.ts';
import type { CompanyCache } from './company-cache.ts';
import { listTalentPage, talentListItem } from './list.ts';
import { talentIdParams, talentListItemSchema } from './schemas.ts';

export const talentListRoutes: FastifyPluginAsyncZod<{ db: Db; cache?: CompanyCache }> = async (
  app,
  { db, cache },
) => {
  const client = app.requireUser('client');
  const tags = ['talents'];

  app.get(
    '/api/talents',
    {
      schema: {
        tags,
        summary:
          'Candidates of the company, newest first, one page after `cursor` (keyset: stable while candidates are added); `search` matches part of a name or email; the first page also carries the counts in all and by status',
        querystring: talentListQuerySchema,
        response: { 200: talentPageSchema },
      },
      preValidation: client,
    },
    // A bulk read: on PGlite it lets a referee's save pass the queue of list pages (db/client.ts).
    async (request) => asBulkRead(() => listTalentPage(db, request.companyId, request.query, cache)),
  );

  app.get(
    '/api/talents/:id/list-item',
    {
      schema: {
        tags,
        summary: 'One row of the candidate list (live updates patch the loaded pages with it)',
        params: talentIdParams,
        response: { 200: talentListItemSchema },
      },
      preValidation: client,
    },
    async (request) => talentListItem(db, request.companyId, request.params.id),
  );
};
