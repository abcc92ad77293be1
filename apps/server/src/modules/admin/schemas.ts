/** Response shapes of the operator console's routes (OpenAPI); the bodies' schemas live in @refcheck/domain. */
import { z } from 'zod';
import { problemSchema } from '../../lib/problem.ts';

export {
  adminChangeSchema,
  adminConfigView,
  announcementView,
  clientPageSchema,
  clientRowSchema,
  permissionResultSchema,
} from '@refcheck/domain/schemas/admin-response';

export const idParams = z.object({ id: z.uuid() });

/** problem+json (errors plugin). */
export const problem = problemSchema;
export const errorResponses = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem };
export const ok = z.object({ ok: z.literal(true) });
