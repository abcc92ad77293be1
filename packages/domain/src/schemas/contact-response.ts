/** Response schemas of the support contact (`GET /api/contact`, `GET|PUT /api/admin/contact`). */
import { z } from 'zod';
import type { Wire } from './wire.ts';

export const supportContactViewSchema = z.object({ phone: z.string(), mail: z.string() });

/** The operator's view: true in `usingDefault` until an operator saves the contact (config defaults meanwhile). */
export const adminContactViewSchema = supportContactViewSchema.extend({ usingDefault: z.boolean() });

// What the browser reads (dates as ISO strings).
export type SupportContactView = Wire<z.output<typeof supportContactViewSchema>>;
export type AdminContactView = Wire<z.output<typeof adminContactViewSchema>>;
