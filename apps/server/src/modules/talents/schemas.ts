/** Request params of the candidate API; its response schemas live in @refcheck/domain (one contract, both sides). */
import { z } from 'zod';

export {
  breakdownResponseSchema,
  companyRefereeSchema,
  talentDetailSchema,
  talentListItemSchema,
  talentStatsSchema,
} from '@refcheck/domain/schemas/talent-response';

export const talentIdParams = z.object({ id: z.uuid() });
