/** Request params of /api/templates; the body is the domain's templateSchema, the responses its template-response. */
import { z } from 'zod';

export { templateDetailSchema, templateListItemSchema } from '@refcheck/domain/schemas/template-response';

export const templateIdParams = z.object({ id: z.uuid() });
