/** ATS (sonar) push: the company's endpoint settings (main account, /config) and the status view's push. */
import { atsSettingsSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema/index.ts';
import { withCompanyMessages } from '../../lib/localized-problem.ts';
import { badRequest } from '../../lib/problem.ts';
import { assertMainAccount } from '../identity/main-account.ts';
import { talentIdParams } from '../talents/schemas.ts';
import type { AtsService } from './service.ts';

const settingsView = z.object({
  /** The company's ATS link flag, set by the operator. */
  sonar: z.boolean(),
  /** Blank: the receiver embedded in the product. */
  endpointUrl: z.string(),
  hasSecret: z.boolean(),
});

const deliveryView = z.object({
  id: z.string(),
  status: z.enum(['queued', 'delivered', 'failed']),
  endpoint: z.enum(['custom', 'embedded']),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      /** 0: no answer (network error or time-out). */
      httpStatus: z.number().int(),
      outcome: z.enum(['delivered', 'retry', 'failed']),
      at: z.date(),
    }),
  ),
});

export const atsRoutes: FastifyPluginAsyncZod<{ service: AtsService }> = async (app, opts) => {
  const { service } = opts;
  const db = app.services.database.db;
  const client = app.requireUser('client');
  const tags = ['ats'];

  async function view(companyId: string) {
    const [company] = await db
      .select({ sonar: companies.sonar })
      .from(companies)
      .where(eq(companies.id, companyId));
    const settings = await service.settings(companyId);
    return {
      sonar: company?.sonar ?? false,
      endpointUrl: settings.endpointUrl ?? '',
      hasSecret: !!settings.secret,
    };
  }

  app.get(
    '/api/company/ats-settings',
    {
      schema: {
        tags,
        summary: 'The company’s ATS endpoint settings (main account)',
        response: { 200: settingsView },
      },
      preValidation: client,
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return view(request.user.companyId!);
    },
  );

  app.put(
    '/api/company/ats-settings',
    {
      schema: {
        tags,
        summary: 'Set the ATS endpoint (blank: the embedded receiver) and signing secret (blank keeps it)',
        body: atsSettingsSchema,
        response: { 200: settingsView },
      },
      preValidation: client,
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return withCompanyMessages(request, async () => {
        const saved = await service.saveSettings(request.user.companyId!, request.body);
        if (!saved.ok) throw badRequest('atsSecretRequired');
        return view(request.user.companyId!);
      });
    },
  );

  app.get(
    '/api/talents/:id/ats',
    {
      schema: {
        tags,
        summary: 'Whether the company may push to its ATS, and the candidate’s pushes with every attempt',
        params: talentIdParams,
        response: { 200: z.object({ enabled: z.boolean(), deliveries: z.array(deliveryView) }) },
      },
      preValidation: client,
    },
    async (request) =>
      withCompanyMessages(request, () => service.list(request.user.companyId!, request.params.id)),
  );

  app.post(
    '/api/talents/:id/ats',
    {
      schema: {
        tags,
        summary:
          'Send the candidate’s result (grades, total, report status and link) to the ATS: signed JSON, retried by a job',
        params: talentIdParams,
        response: { 202: deliveryView },
      },
      preValidation: client,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await withCompanyMessages(request, () => service.push(request.user.companyId!, request.params.id)),
        ),
  );
};
