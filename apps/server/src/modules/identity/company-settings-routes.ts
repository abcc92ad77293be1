import { companySettingsSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema/index.ts';
import { recordAuthEvent } from './events.ts';
import { assertMainAccount } from './main-account.ts';

const settingsView = z.object({
  companyName: z.string(),
  displayName: z.string(),
  staffName: z.string(),
  zipcode: z.string(),
  address: z.string(),
  isFreemailAllowed: z.boolean(),
  isBusinessCardRequired: z.boolean(),
});

/** The company's own fields in /config (spec 2, 3, 6): read and changed by the main account only. */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const client = app.requireUser('client');

  /** A sub-account may not see zipcode and address, nor change company fields (403 `mainAccountOnly`). */
  const requireMainAccount = (userId: string) => assertMainAccount(db, userId);

  async function read(companyId: string) {
    const [row] = await db
      .select({
        companyName: companies.name,
        displayName: companies.displayName,
        staffName: companies.staffName,
        zipcode: companies.zipcode,
        address: companies.address,
        isFreemailAllowed: companies.isFreemailAllowed,
        isBusinessCardRequired: companies.isBusinessCardRequired,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { ...row!, displayName: row!.displayName ?? '' };
  }

  app.get(
    '/api/company/settings',
    {
      preHandler: client,
      schema: { tags: ['identity'], summary: 'The company settings', response: { 200: settingsView } },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      return read(request.user.companyId!);
    },
  );

  app.put(
    '/api/company/settings',
    {
      preHandler: client,
      schema: {
        tags: ['identity'],
        summary: 'Change the company settings (sign-up field rules)',
        body: companySettingsSchema,
        response: { 200: settingsView },
      },
    },
    async (request) => {
      await requireMainAccount(request.user.id);
      const input = request.body;
      const companyId = request.user.companyId!;
      await db
        .update(companies)
        .set({
          name: input.companyName,
          displayName: input.displayName ?? null,
          staffName: input.staffName,
          zipcode: input.zipcode,
          address: input.address,
          isFreemailAllowed: input.isFreemailAllowed,
          isBusinessCardRequired: input.isBusinessCardRequired,
        })
        .where(eq(companies.id, companyId));
      await recordAuthEvent(db, request, {
        kind: 'company-settings',
        result: 'ok',
        userId: request.user.id,
        companyId,
      });
      return read(companyId);
    },
  );
};
