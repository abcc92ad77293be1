/**
 * The contract checker the public-API tests run every answer through (support/openapi-contract.ts): it rejects the
 * document the server published before issue 38 (a PDF documented as JSON, a 204 documented with a JSON `null`),
 * and accepts the answers the corrected document describes.
 */
import { describe, expect, it } from 'vitest';
import { type Answer, contractChecker } from './support/openapi-contract.ts';

const problem = {
  description: 'Not found',
  content: { 'application/problem+json': { schema: { type: 'object', required: ['code'] } } },
};

/** The shape of /api/v1/openapi.json before issue 38 for its two non-JSON answers. */
const before = {
  '/api/v1/things/{id}': {
    delete: {
      operationId: 'deleteThing',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '204': {
          description: 'Deleted',
          content: { 'application/json': { schema: { type: ['string', 'null'], enum: [null] } } },
        },
        '404': problem,
      },
    },
  },
  '/api/v1/things/{id}/report.pdf': {
    get: {
      operationId: 'getThingPdf',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'application/pdf',
          content: { 'application/json': { schema: { description: 'application/pdf' } } },
        },
      },
    },
  },
};
const after = structuredClone(before);
after['/api/v1/things/{id}'].delete.responses['204'] = { description: 'Deleted' } as never;
after['/api/v1/things/{id}/report.pdf'].get.responses['200'] = {
  description: 'The report',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as never;

const documentOf = (paths: object) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths,
});
const answer = (statusCode: number, contentType: string | undefined, body: Buffer | string): Answer => ({
  statusCode,
  headers: contentType ? { 'content-type': contentType } : {},
  rawPayload: Buffer.from(body),
  body: body.toString(),
});
const pdf = answer(200, 'application/pdf', Buffer.from('%PDF-1.7 …'));
const deleted = answer(204, undefined, '');

describe('OpenAPI contract checker', () => {
  it('rejects the old document: a PDF documented as JSON, a 204 documented with a JSON null', async () => {
    const checker = await contractChecker(documentOf(before));
    expect(checker.check('GET', '/api/v1/things/x/report.pdf', pdf)).toEqual([
      expect.stringContaining('sent application/pdf, documented application/json'),
    ]);
    expect(checker.check('DELETE', '/api/v1/things/x', deleted)).toEqual([
      expect.stringContaining('sent no content-type (no body), documented application/json'),
    ]);
  });

  it('accepts the same answers against the corrected document; refuses undocumented statuses and bad bodies', async () => {
    const checker = await contractChecker(documentOf(after));
    expect(checker.check('GET', '/api/v1/things/x/report.pdf?lang=en', pdf)).toEqual([]);
    expect(checker.check('DELETE', '/api/v1/things/x', deleted)).toEqual([]);
    expect(checker.check('DELETE', '/api/v1/things/x', answer(204, 'application/json', 'null'))).toHaveLength(
      2,
    );
    expect(
      checker.check('DELETE', '/api/v1/things/x', answer(404, 'application/problem+json', '{"code":"x"}')),
    ).toEqual([]);
    expect(
      checker.check('DELETE', '/api/v1/things/x', answer(404, 'application/problem+json', '{"title":"x"}')),
    ).toEqual([expect.stringContaining("must have required property 'code'")]);
    expect(checker.check('GET', '/api/v1/things/x/report.pdf', answer(500, 'text/plain', 'x'))).toEqual([
      expect.stringContaining('status not documented'),
    ]);
    expect(checker.check('GET', '/api/v1/nowhere', pdf)).toEqual([
      expect.stringContaining('no such operation'),
    ]);
  });
});
