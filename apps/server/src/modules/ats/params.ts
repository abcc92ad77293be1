import { z } from 'zod';

/** `:id` of a candidate or a company (the module keeps its own: importing talents would close a cycle). */
export const idParams = z.object({ id: z.uuid() });
