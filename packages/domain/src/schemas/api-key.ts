/** API keys of a company (issue 25): create, list, revoke in /config. */
import { z } from 'zod';
import { requiredText, TEXT_LIMITS } from './fields.ts';
import type { Wire } from './wire.ts';

export const apiKeyCreateSchema = z.object({
  name: requiredText('validation.apiKeyNameRequired', TEXT_LIMITS.name),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

/** `POST /api/api-keys`: the key itself, shown this once. */
export const apiKeyCreatedSchema = z.object({ id: z.string(), name: z.string(), key: z.string() });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** The creating user's name (null when that user is gone). */
  createdBy: z.string().nullable(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

export type ApiKeyCreated = Wire<z.output<typeof apiKeyCreatedSchema>>;
export type ApiKeyItem = Wire<z.output<typeof apiKeySchema>>;
export type ApiKeyList = Wire<z.output<typeof apiKeyListSchema>>;
