import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declineSchema } from './decline.ts';
import { findUnsafeText, optionalText, requiredText, safeText, TEXT_LIMITS } from './fields.ts';
import { localizeIssues } from './localize.ts';
import { profileNameSchema } from './profile.ts';

describe('text fields refuse what PostgreSQL refuses and what is too long', () => {
  it('a NUL anywhere is rejected with the invalid-character message', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const text = `x${before}\u0000${after}`;
        for (const schema of [requiredText('validation.nameRequired'), optionalText(), safeText()]) {
          const result = schema.safeParse(text);
          expect(result.success).toBe(false);
          expect(result.error!.issues.map((i) => i.message)).toContain('validation.invalidCharacter');
        }
      }),
    );
  });

  it('names stop at 100 characters with a localized message naming the maximum', () => {
    expect(profileNameSchema.safeParse({ name: 'あ'.repeat(TEXT_LIMITS.name) }).success).toBe(true);
    const result = profileNameSchema.safeParse({ name: 'あ'.repeat(TEXT_LIMITS.name + 1) });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!, 'jp')).toEqual([
      { path: 'name', code: 'validation.tooLong', message: '100文字以内で入力してください' },
    ]);
    expect(localizeIssues(result.error!, 'en')[0]!.message).toBe('Please enter at most 100 characters');
    expect(localizeIssues(result.error!, 'cn')[0]!.message).toBe('请输入100个字符以内');
  });

  it('free texts stop at 2,000 characters (trimmed first)', () => {
    expect(declineSchema.safeParse({ description: ` ${'a'.repeat(2000)} ` }).success).toBe(true);
    expect(declineSchema.safeParse({ description: 'a'.repeat(2001) }).success).toBe(false);
    expect(optionalText(5).safeParse('  ').data).toBeUndefined();
    expect(optionalText(5).safeParse('abcdef').success).toBe(false);
    expect(safeText(3).safeParse(' ab ').data).toBe('ab');
  });

  it('findUnsafeText names the first string or key holding a NUL', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(findUnsafeText(42)).toBeNull();
  });
});
