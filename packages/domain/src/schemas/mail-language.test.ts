import { describe, expect, it } from 'vitest';
import { mailLanguageSchema } from './mail-language.ts';

describe('mailLanguageSchema', () => {
  it('accepts the three languages and nothing else', () => {
    for (const language of ['jp', 'en', 'cn'])
      expect(mailLanguageSchema.parse({ language })).toEqual({ language });
    expect(mailLanguageSchema.safeParse({ language: 'fr' }).success).toBe(false);
    expect(mailLanguageSchema.safeParse({}).success).toBe(false);
  });
});
