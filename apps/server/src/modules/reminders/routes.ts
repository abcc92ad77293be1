/**
 * The company's reminders: per candidate (`/api/talents/:id/reminders`: when the next reminder goes out for
 * the candidate and each referee; the main account switches them off or on) and the company's SMS setting
 * (`/api/company/reminder-settings`, main account writes). Scoped by the session's company.
 */
import {
  reminderSettingsReadSchema,
  reminderSettingsSchema,
  talentRemindersSchema,
  talentRemindersSwitchSchema,
} from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReminderService } from './service.ts';

export const reminderRoutes: FastifyPluginAsyncZod<{ reminders: ReminderService }> = async (app, opts) => {
  const { reminders } = opts;
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
    async (request) => reminders.view(request.companyId, request.params.id),
  );

  app.put(
    '/api/talents/:id/reminders',
    {
      preHandler: app.mainAccountOnly,
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
      return reminders.setEnabled(request.companyId, request.params.id, request.body.enabled);
    },
  );

  app.get(
    '/api/company/reminder-settings',
    {
      schema: {
        tags,
        summary: 'Reminder settings of the company',
        response: { 200: reminderSettingsReadSchema },
      },
      preValidation: client,
    },
    async (request) => reminders.settings(request.companyId),
  );

  app.put(
    '/api/company/reminder-settings',
    {
      preHandler: app.mainAccountOnly,
      schema: {
        tags,
        summary:
          'Reminder settings: SMS reminders, the reminder window, replacing referees who did not open (main account)',
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsReadSchema },
      },
      preValidation: client,
    },
    async (request) => {
      return reminders.saveSettings(request.companyId, request.body);
    },
  );
};
