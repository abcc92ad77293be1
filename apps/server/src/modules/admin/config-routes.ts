import { adminConfigSchema } from '@refcheck/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { adminConfig, auditLog } from '../../db/schema/index.ts';
import { adminConfigView, errorResponses } from './schemas.ts';

/** The admin settings card of /config: shop ID and the operations notification address (spec 2, 3). */
export const adminConfigRoutes: FastifyPluginAsyncZod<{ db: Db; fallbackMail: string }> = async (
  app,
  opts,
) => {
  const { db } = opts;
  const admin = app.requireUser('admin');
  const tags = ['admin'];

  async function read() {
    const [row] = await db.select().from(adminConfig).limit(1);
    const mail = row?.mail?.trim() ?? '';
    return { shopId: row?.shopId ?? '', mail: mail || opts.fallbackMail, usingDefault: !mail };
  }

  app.get(
    '/api/admin/config',
    {
      schema: { tags, summary: 'Admin settings', response: { 200: adminConfigView, ...errorResponses } },
      preHandler: admin,
    },
    async () => read(),
  );

  app.put(
    '/api/admin/config',
    {
      schema: {
        tags,
        summary: 'Save the admin settings (shop ID, operations notification address)',
        body: adminConfigSchema,
        response: { 200: adminConfigView, ...errorResponses },
      },
      preHandler: admin,
    },
    async (request) => {
      const { shopId, mail } = request.body;
      await db.transaction(async (tx) => {
        await tx
          .insert(adminConfig)
          .values({ id: 1, shopId, mail })
          .onConflictDoUpdate({ target: adminConfig.id, set: { shopId, mail, updatedAt: sql`now()` } });
        await tx.insert(auditLog).values({
          actorUserId: request.user.id,
          action: 'admin-config',
          target: `shopId=${shopId}; mail=${mail}`,
          ip: request.ip,
        });
      });
      return read();
    },
  );
};
