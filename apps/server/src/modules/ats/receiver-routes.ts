/**
 * Development only: the sandbox sonar embedded in the product, the base URL of pushes when none is set. It checks
 * the subscription key in the Authorization header like sonar would (401 with a `detail` when it is not one of the
 * company's keys) and keeps what it got, readable as JSON like the outbox.
 */
import { atsReceiptSchema, findUnsafeText } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem.ts';
import type { SandboxSonar } from './sandbox.ts';
import { SANDBOX_SONAR_PATH } from './service.ts';

export const atsReceiverRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxSonar }> = async (app, opts) => {
  const { sandbox } = opts;
  // Kept as received: parse JSON bodies as text in this plugin.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    `${SANDBOX_SONAR_PATH}/results`,
    {
      schema: {
        tags: ['development'],
        summary:
          'The sandbox sonar (not in production): checks the subscription key, records the pushed result',
        body: z.string().max(100_000),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const raw = request.body;
      // A body that is not JSON is refused as sonar would, and not recorded.
      let parsed: { company?: { uid?: unknown } } | null;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new HttpProblem(400, 'validation');
      }
      // Escaped NULs (\u0000) pass the raw-text check; PostgreSQL refuses them in text.
      if (findUnsafeText(parsed)) throw new HttpProblem(400, 'validation');
      const uid = parsed?.company?.uid;
      const companyId = typeof uid === 'string' ? await sandbox.companyIdOfUid(uid) : null;
      const header = request.headers.authorization;
      const keySlot = companyId ? await sandbox.keySlotOf(companyId, header ?? null) : null;
      const delivery = request.headers['x-refcheck-delivery'];
      await sandbox.record({
        companyId,
        deliveryId: typeof delivery === 'string' ? delivery.slice(0, 100) : null,
        keySlot,
        verified: keySlot !== null,
        body: raw,
      });
      // Recorded either way (the receiver page shows refused pushes); refused as problem+json like sonar.
      if (!keySlot) {
        throw new HttpProblem(
          401,
          'atsSubscriptionKeyInvalid',
          'Access denied due to invalid subscription key.',
        );
      }
      return { received: true as const };
    },
  );

  app.get(
    SANDBOX_SONAR_PATH,
    {
      schema: {
        tags: ['development'],
        summary: 'What the sandbox sonar got, newest first (not in production)',
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: z.array(atsReceiptSchema) },
      },
    },
    async (request) => sandbox.receipts(request.query.companyId),
  );
};
