/**
 * Development only: the ATS receiver embedded in the product, the endpoint of a company that set none. It checks
 * the Signature header against the company's secret like a real ATS would (401 when it does not verify) and keeps
 * what it got, readable as JSON like the outbox.
 */
import { atsReceiptSchema, findUnsafeText } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem.ts';
import { type AtsService, EMBEDDED_RECEIVER_PATH } from './service.ts';
import { verifyAtsSignature } from './signature.ts';

export const atsReceiverRoutes: FastifyPluginAsyncZod<{ service: AtsService }> = async (app, opts) => {
  const { service } = opts;
  // The signature covers the raw bytes: keep JSON bodies as text in this plugin.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    EMBEDDED_RECEIVER_PATH,
    {
      schema: {
        tags: ['development'],
        summary:
          'The embedded ATS receiver (not in production): verifies the Signature header, records the push',
        body: z.string().max(100_000),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const raw = request.body;
      // A body that is not JSON is refused as an ATS would, and not recorded.
      let parsed: { company?: { uid?: unknown } } | null;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new HttpProblem(400, 'validation');
      }
      // Escaped NULs (\u0000) pass the raw-text check; PostgreSQL refuses them in text.
      if (findUnsafeText(parsed)) throw new HttpProblem(400, 'validation');
      const uid = parsed?.company?.uid;
      const companyId = typeof uid === 'string' ? await service.companyIdOfUid(uid) : null;
      const header = request.headers.signature;
      const signature = typeof header === 'string' ? header : null;
      const verified = companyId
        ? verifyAtsSignature(await service.secretOf(companyId), raw, signature)
        : false;
      const delivery = request.headers['x-refcheck-delivery'];
      await service.recordReceipt({
        companyId,
        deliveryId: typeof delivery === 'string' ? delivery.slice(0, 100) : null,
        signature,
        verified,
        body: raw,
      });
      // Recorded either way (the receiver page shows refused pushes); refused as problem+json like every error.
      if (!verified) throw new HttpProblem(401, 'atsSignatureInvalid');
      return { received: true as const };
    },
  );

  app.get(
    EMBEDDED_RECEIVER_PATH,
    {
      schema: {
        tags: ['development'],
        summary: 'What the embedded ATS receiver got, newest first (not in production)',
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: z.array(atsReceiptSchema) },
      },
    },
    async (request) => service.receipts(request.query.companyId),
  );
};
