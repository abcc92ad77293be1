import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authGuard } from '../lib/route-auth.ts';
import { openapiPlugin } from './openapi.ts';
import { deriveOperationId } from './openapi-document.ts';

// biome-ignore lint/suspicious/noExplicitAny: the generated document, read by key.
type Doc = any;

const session = authGuard('session', async (_request: FastifyRequest) => {});
const flow = authGuard('refereeFlow', async (_request: FastifyRequest) => {});

/** A small app declaring its guards every way the server's modules do, and its document. */
async function documentOf(): Promise<Doc> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openapiPlugin, { version: '1.0.0', supportMail: 'support@example.jp' });
  const ok = { 200: z.object({ ok: z.boolean() }) };
  await app.register(async (scope) => {
    scope.get('/api/hooked', { schema: { summary: 'hooked', response: ok } }, async () => ({ ok: true }));
    // A plugin-level guard added after its route still guards it.
    scope.addHook('preHandler', session);
  });
  app.get('/api/own', { preValidation: session, schema: { summary: 'own' } }, async () => ({}));
  app.post(
    '/api/flow/:id',
    {
      preHandler: [flow],
      config: { rateLimit: { max: 1 } } as object,
      schema: { summary: 'flow', params: z.object({ id: z.string() }), body: z.object({ at: z.string() }) },
    },
    async () => ({}),
  );
  app.get('/api/open', { schema: { summary: 'open' } }, async () => ({}));
  app.get(
    '/api/declared',
    { config: { auth: 'privacyRequest' }, schema: { summary: 'declared' } },
    async () => ({}),
  );
  app.get('/api/v1/things', { schema: { summary: 'things' } }, async () => ({}));
  app.get(
    '/api/named',
    { config: { operationId: 'namedOne' }, schema: { summary: 'named' } },
    async () => ({}),
  );
  app.post(
    '/api/union',
    { schema: { summary: 'union', body: z.object({ when: z.union([z.string(), z.date()]).optional() }) } },
    async () => ({}),
  );
  await app.ready();
  const doc = app.swagger() as Doc;
  const v1 = app.openapiSubDocument('/api/v1', { title: 'Refcheck REST API', version: '1' }) as Doc;
  await app.close();
  return Object.assign(doc, { v1 });
}

describe('the OpenAPI document', () => {
  it("takes each operation's security from the guards it runs, its config, or its path", async () => {
    const doc = await documentOf();
    const security = (path: string, method = 'get') => doc.paths[path][method].security;
    expect(security('/api/hooked')).toEqual([{ session: [] }]);
    expect(security('/api/own')).toEqual([{ session: [] }]);
    expect(security('/api/flow/{id}', 'post')).toEqual([{ refereeFlow: [] }]);
    expect(security('/api/open')).toEqual([]);
    expect(security('/api/declared')).toEqual([{ privacyRequest: [] }]);
    expect(security('/api/v1/things')).toEqual([{ bearer: [] }]);
    // Only the schemes in use are described.
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'bearer',
      'privacyRequest',
      'refereeFlow',
      'session',
    ]);
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'session',
    });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a unique operationId, derived from its method and path unless its config names one', async () => {
    const doc = await documentOf();
    expect(doc.paths['/api/flow/{id}'].post.operationId).toBe('postFlowById');
    expect(doc.paths['/api/named'].get.operationId).toBe('namedOne');
    expect(deriveOperationId('get', '/api/company/talents/{talentId}/report.pdf')).toBe(
      'getCompanyTalentsByTalentIdReportPdf',
    );
    expect(deriveOperationId('post', '/sandbox-pay/tokens')).toBe('postSandboxPayTokens');
  });

  it('lists the 4xx answers of its guard, inputs and rate limit as problem+json', async () => {
    const doc = await documentOf();
    const codes = (path: string, method = 'get') => Object.keys(doc.paths[path][method].responses).sort();
    expect(codes('/api/hooked')).toEqual(['200', '400', '401', '403']);
    expect(codes('/api/flow/{id}', 'post')).toEqual(['200', '400', '404', '429']);
    expect(codes('/api/open')).toEqual(['200', '400']);
    expect(doc.paths['/api/hooked'].get.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    expect(doc.components.responses.Unauthorized.content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(doc.paths['/api/flow/{id}'].post['x-refcheck-rate-limited']).toBeUndefined();
  });

  it('has servers, contact and license, and no single-member anyOf', async () => {
    const doc = await documentOf();
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.info).toMatchObject({
      contact: { email: 'support@example.jp' },
      license: { name: 'Proprietary' },
    });
    const when = doc.paths['/api/union'].post.requestBody.content['application/json'].schema.properties.when;
    expect(when.anyOf).toBeUndefined();
    expect(when.type).toBe('string');
  });

  it('makes the document of the operations under a prefix, with only the components they use', async () => {
    const { v1 } = await documentOf();
    expect(Object.keys(v1.paths)).toEqual(['/api/v1/things']);
    expect(v1.info).toMatchObject({
      title: 'Refcheck REST API',
      version: '1',
      license: { name: 'Proprietary' },
    });
    expect(Object.keys(v1.components.securitySchemes)).toEqual(['bearer']);
    expect(Object.keys(v1.components.responses).sort()).toEqual(['BadRequest', 'Forbidden', 'Unauthorized']);
    expect(Object.keys(v1.components.schemas)).toEqual(['Problem']);
  });
});
