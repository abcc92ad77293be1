/**
 * The dashboard's candidate list, paginated on the server: newest first by (created_at, id), a page at a time
 * after an opaque cursor naming the last row seen (its registration time in microseconds and its id), so that
 * candidates added meanwhile never shift or repeat the rows of the next pages.
 */
import { z } from 'zod';

export const TALENT_PAGE_SIZE = 50;
export const TALENT_PAGE_SIZE_MAX = 100;
export const TALENT_SEARCH_MAX = 200;

export interface TalentCursor {
  /** Registration time in microseconds since the epoch, as PostgreSQL stores it (decimal digits). */
  createdAtMicros: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<micros>.<uuid>`: URL-safe as it is. */
export function encodeTalentCursor(cursor: TalentCursor): string {
  return `${cursor.createdAtMicros}.${cursor.id}`;
}

/** The cursor, or null when it was not made by `encodeTalentCursor`. */
export function decodeTalentCursor(text: string): TalentCursor | null {
  const dot = text.indexOf('.');
  if (dot < 1) return null;
  const createdAtMicros = text.slice(0, dot);
  const id = text.slice(dot + 1);
  if (!/^-?\d{1,19}$/.test(createdAtMicros) || !UUID.test(id)) return null;
  return { createdAtMicros, id };
}

export const talentListQuerySchema = z.object({
  search: z.string().max(TALENT_SEARCH_MAX).optional(),
  cursor: z
    .string()
    .max(80)
    .refine((c) => decodeTalentCursor(c) !== null, { message: 'validation.invalid' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(TALENT_PAGE_SIZE_MAX).default(TALENT_PAGE_SIZE),
});
export type TalentListQuery = z.infer<typeof talentListQuerySchema>;

/** Escapes LIKE's wildcards so that a search matches the typed text literally anywhere in a name or email. */
export function talentSearchPattern(search: string | undefined): string | null {
  const q = search?.trim();
  if (!q) return null;
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
