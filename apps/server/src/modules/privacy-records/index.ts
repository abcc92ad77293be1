import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform/services.ts';
import { ProvisionRecordService } from './provision-records.ts';
import { provisionRecordRoutes } from './routes.ts';

export { latestCandidateConsent, recordConsent } from './consent-records.ts';
export { type ProvisionChannel, recordProvision } from './provision-records.ts';

/** Consent evidence and the records of provision (APPI Arts. 27, 29/30), with their export. */
export const privacyRecordsModule: FastifyPluginAsyncZod<Platform> = async (app, p) => {
  await app.register(provisionRecordRoutes, { service: new ProvisionRecordService(p.db) });
};
