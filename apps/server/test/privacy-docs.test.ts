import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedPrivacyTable, PRIVACY_DOC, privacyTable } from '../src/db/privacy-docs.ts';
import { normalizeMarkdownTable } from '../src/lib/markdown-table.ts';

describe('docs/privacy.md', () => {
  it('has the inventory table the personal-data inventory generates (npm run docs:privacy)', () => {
    const doc = fs.readFileSync(PRIVACY_DOC, 'utf8');
    expect(
      committedPrivacyTable(doc),
      'docs/privacy.md is out of date: run `npm run docs:privacy` and commit it',
    ).toBe(normalizeMarkdownTable(privacyTable()));
  });
});
