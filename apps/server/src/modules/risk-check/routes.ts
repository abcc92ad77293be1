/**
 * The dashboard's risk-check tab (company users, standard plan): stored counts, a new search, the article-list URL;
 * and the sandbox provider's article list behind its signed link.
 */
import {
  normalizeRiskKeyword,
  riskCheckViewSchema,
  riskResultUrlSchema,
  sandboxArticles,
  sandboxArticlesViewSchema,
  sandboxRiskCounts,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withCompanyMessages } from '../../lib/localized-problem.ts';
import { notFound } from '../../lib/problem.ts';
import { SandboxRiskProvider } from '../../platform/risk/index.ts';
import { talentIdParams } from '../talents/index.ts';
import type { RiskCheckService } from './service.ts';

/** Searches cost the company money: at most this many fetches per user and minute. */
export const RISK_FETCH_LIMIT_PER_MINUTE = 20;

export const riskCheckRoutes: FastifyPluginAsyncZod<{ service: RiskCheckService }> = async (app, opts) => {
  const { service } = opts;
  const client = app.requireUser('client');
  const tags = ['risk-check'];

  app.get(
    '/api/talents/:id/risk-check',
    {
      schema: {
        tags,
        summary: 'The stored newspaper and web article counts of a candidate (standard plan)',
        params: talentIdParams,
        response: { 200: riskCheckViewSchema },
      },
      preValidation: client,
    },
    async (request) => withCompanyMessages(request, () => service.read(request.companyId, request.params.id)),
  );

  app.post(
    '/api/talents/:id/risk-check',
    {
      schema: {
        tags,
        summary:
          'Search the risk-check provider for the candidate (billed to the company’s risk-check user ID), store and return the counts',
        params: talentIdParams,
        response: { 200: riskCheckViewSchema },
      },
      preValidation: client,
      config: {
        rateLimit: {
          max: RISK_FETCH_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
    },
    async (request) =>
      withCompanyMessages(request, () => service.fetch(request.companyId, request.params.id)),
  );

  app.post(
    '/api/talents/:id/risk-check/url',
    {
      schema: {
        tags,
        summary: 'A short-lived URL of the candidate’s article list, opened in a new window (never stored)',
        params: talentIdParams,
        response: { 200: riskResultUrlSchema },
      },
      preValidation: client,
    },
    async (request) =>
      withCompanyMessages(request, async () => ({
        resultUrl: await service.resultUrl(request.companyId, request.params.id),
      })),
  );

  const sandbox = service.provider instanceof SandboxRiskProvider ? service.provider : null;
  if (!sandbox) return;
  app.get(
    '/api/risk-check/sandbox/articles',
    {
      schema: {
        tags,
        summary:
          'The sandbox provider’s article list for a name (behind the signed, expiring link it issued)',
        querystring: z.object({
          keyword: z.string().min(1).max(200),
          expires: z.coerce.number().int(),
          token: z.string().min(1).max(200),
        }),
        response: { 200: sandboxArticlesViewSchema },
      },
    },
    async (request) => {
      const { keyword, expires, token } = request.query;
      if (!sandbox.verify(keyword, expires, token)) throw notFound();
      const name = normalizeRiskKeyword(keyword);
      return { keyword: name, ...sandboxRiskCounts(name), articles: sandboxArticles(name) };
    },
  );
};
