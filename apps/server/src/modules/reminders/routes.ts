/**
 * The company's reminders: per candidate (`/api/talents/:id/reminders`: when the next reminder goes out for
 * the candidate and each referee; the main account switches them off or on) and the company's SMS setting
 * (`/api/company/reminder-settings`, main account writes). Scoped by the session's company.
 */
import { reminderSettingsSchema, talentRemindersSchema, talentRemindersSwitchSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMainAccount, companyOf } from '../auth/index.ts';
import type { ReminderService } from './service.ts';

export const reminderRoutes: FastifyPluginAsyncZod<{ reminders: ReminderService }> = async (app, opts) => {
  const { reminders } = opts;
  const db = app.services.database.db;
  const client = app.requireUser('client');
  const tags = ['reminders'];
  const params = z.object({ id: z.uuid() });

  app.get(
    '/api/talents/:id/reminders',
    {
      schema: {
        tags,
        summary: 'When the next reminder goes out for the candidate and each referee',
        params,
        response: { 200: talentRemindersSchema },
      },
      preValidation: client,
    },
    async (request) => reminders.view(companyOf(request), request.params.id),
  );

  app.put(
    '/api/talents/:id/reminders',
    {
      schema: {
        tags,
        summary: "Switch the candidate's reminders (and its referees') on or off (main account)",
        params,
        body: talentRemindersSwitchSchema,
        response: { 200: talentRemindersSchema },
      },
      preValidation: client,
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return reminders.setEnabled(companyOf(request), request.params.id, request.body.enabled);
    },
  );

  app.get(
    '/api/company/reminder-settings',
    {
      schema: {
        tags,
        summary: 'Reminder settings of the company',
        response: { 200: reminderSettingsSchema },
      },
      preValidation: client,
    },
    async (request) => reminders.settings(companyOf(request)),
  );

  app.put(
    '/api/company/reminder-settings',
    {
      schema: {
        tags,
        summary: 'Reminder settings: SMS reminders to referees who gave a phone (main account)',
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema },
      },
      preValidation: client,
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return reminders.saveSettings(companyOf(request), request.body.sms);
    },
  );
};
