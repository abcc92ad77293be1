/**
 * Development and tests only (never registered in production): move the reminder scheduler's clock and run
 * the scheduler at once, so tests see days pass without waiting. With `talentId`, the scheduler runs once for
 * that candidate only (e2e tests share one server and must not remind each other's candidates).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import type { ReminderService } from './service.ts';

const clockSchema = z.object({
  offsetMs: z.number().int(),
  now: z.string(),
  planned: z.number().int(),
  sent: z.number().int(),
  stopped: z.number().int(),
  postponed: z.number().int(),
});

export const devClockRoutes: FastifyPluginAsyncZod<{ clock: Clock; reminders: ReminderService }> = async (
  app,
  opts,
) => {
  app.post(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: "Set the reminder scheduler's clock offset and run it (not in production)",
        body: z.object({
          offsetMs: z
            .number()
            .int()
            .min(-366 * 86_400_000)
            .max(366 * 86_400_000),
          /** Only this candidate's reminders, once, at real time + offset (the stored offset is left alone). */
          talentId: z.uuid().optional(),
        }),
        response: { 200: clockSchema },
      },
    },
    async (request) => {
      const { offsetMs, talentId } = request.body;
      if (talentId) {
        const now = new Date(Date.now() + offsetMs);
        return { offsetMs, now: now.toISOString(), ...(await opts.reminders.tick(now, talentId)) };
      }
      opts.clock.offsetMs = offsetMs;
      const result = await opts.reminders.tick();
      return { offsetMs, now: opts.clock.now().toISOString(), ...result };
    },
  );
};
