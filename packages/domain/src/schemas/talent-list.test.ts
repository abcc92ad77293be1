import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeTalentCursor,
  encodeTalentCursor,
  TALENT_PAGE_SIZE,
  talentListQuerySchema,
  talentSearchPattern,
} from './talent-list.ts';

const id = '0b7c1c7e-3a52-4f6e-9a3e-2f1d0c9b8a7f';

describe('talent list cursor', () => {
  it('round-trips any registration time and id', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_000_000_000_000_000n }), fc.uuid(), (micros, uuid) => {
        const cursor = { createdAtMicros: micros.toString(), id: uuid };
        expect(decodeTalentCursor(encodeTalentCursor(cursor))).toEqual(cursor);
      }),
    );
  });

  it.each(['', '.', `.${id}`, `12.`, `12.not-a-uuid`, `1x.${id}`, `${'9'.repeat(20)}.${id}`, id])(
    'rejects %j',
    (text) => expect(decodeTalentCursor(text)).toBeNull(),
  );
});

describe('talent list query', () => {
  it('defaults the page size and coerces the limit from the query string', () => {
    expect(talentListQuerySchema.parse({})).toEqual({ limit: TALENT_PAGE_SIZE });
    expect(talentListQuerySchema.parse({ limit: '10', search: '山田' })).toEqual({
      limit: 10,
      search: '山田',
    });
  });

  it('refuses a foreign cursor, a page over 100 and an overlong search', () => {
    expect(talentListQuerySchema.safeParse({ cursor: 'abc' }).success).toBe(false);
    expect(talentListQuerySchema.safeParse({ cursor: `1.${id}` }).success).toBe(true);
    expect(talentListQuerySchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(talentListQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(talentListQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('talent search pattern', () => {
  it('matches anywhere, literally', () => {
    expect(talentSearchPattern(undefined)).toBeNull();
    expect(talentSearchPattern('  ')).toBeNull();
    expect(talentSearchPattern(' 山田 ')).toBe('%山田%');
    expect(talentSearchPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
