/** Development only: every mail template rendered with its sample data, for the dev outbox's preview page. */
import { languageSchema, mailTemplateListSchema, renderedMailSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/problem.ts';
import { MAIL_TEMPLATES, type MailName, renderMail } from '../../platform/mail/index.ts';

export const mailPreviewRoutes: FastifyPluginAsyncZod<{ support: { phone: string; mail: string } }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/dev/mail-templates',
    {
      schema: {
        tags: ['development'],
        summary: 'Every mail template (not in production)',
        response: { 200: mailTemplateListSchema },
      },
    },
    async () => Object.values(MAIL_TEMPLATES).map(({ name, audience }) => ({ name, audience })),
  );

  app.get(
    '/api/dev/mail-templates/:name/:language',
    {
      schema: {
        tags: ['development'],
        summary: 'A mail template rendered with sample data in a language (not in production)',
        params: z.object({ name: z.string().max(100), language: languageSchema }),
        response: { 200: renderedMailSchema },
      },
    },
    async (request) => {
      const { name, language } = request.params;
      if (!Object.hasOwn(MAIL_TEMPLATES, name)) throw notFound();
      const template = MAIL_TEMPLATES[name as MailName];
      const rendered = await renderMail(
        name as MailName,
        language,
        template.sample[language] as never,
        opts.support,
      );
      return { name, language, ...rendered };
    },
  );
};
