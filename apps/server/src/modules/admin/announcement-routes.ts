import { announcementSchema, tokyoDate } from '@refcheck/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { announcements, auditLog } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { ALL_COMPANIES, type TalentEvents } from '../talents/events.ts';
import { announcementView, errorResponses, idParams, ok } from './schemas.ts';

/** The calendar day of an announcement, in Tokyo: YYYY-MM-DD. */
function dayOf(date: Date): string {
  const { year, month, day } = tokyoDate(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Announcements: the operator posts and deletes (/admin/announcement); every signed-in user reads them, newest
 * first (the dashboard). Each post or deletion is pushed live to every open dashboard (server-sent events).
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db; events: TalentEvents }> = async (
  app,
  opts,
) => {
  const { db, events } = opts;
  const admin = app.requireUser('admin');
  const anyone = app.requireUser();
  const tags = ['announcements'];
  const list = () =>
    db.select().from(announcements).orderBy(desc(announcements.date), desc(announcements.createdAt));
  const publish = () =>
    events.publish({ companyId: ALL_COMPANIES, talentId: '', kind: 'updated', topic: 'announcement' });

  app.get(
    '/api/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements, newest first',
        response: { 200: z.array(announcementView), ...errorResponses },
      },
      preHandler: anyone,
    },
    async () => list(),
  );

  app.post(
    '/api/admin/announcements',
    {
      schema: {
        tags,
        summary: 'Post an announcement',
        body: announcementSchema,
        response: { 200: announcementView, ...errorResponses },
      },
      preHandler: admin,
    },
    async (request) => {
      const { category, title, date, href, text } = request.body;
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({ category, title, date: dayOf(date), href: href ?? null, text })
          .returning();
        await tx.insert(auditLog).values({
          actorUserId: request.user.id,
          action: 'announcement-post',
          target: `announcement:${row!.id}`,
          ip: request.ip,
        });
        return row!;
      });
      await publish();
      return created;
    },
  );

  app.delete(
    '/api/admin/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Delete an announcement',
        params: idParams,
        response: { 200: ok, ...errorResponses },
      },
      preHandler: admin,
    },
    async (request) => {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(announcements)
          .where(eq(announcements.id, request.params.id))
          .returning();
        if (rows.length === 0) return false;
        await tx.insert(auditLog).values({
          actorUserId: request.user.id,
          action: 'announcement-delete',
          target: `announcement:${request.params.id}`,
          ip: request.ip,
        });
        return true;
      });
      if (!deleted) throw notFound();
      await publish();
      return { ok: true as const };
    },
  );
};
