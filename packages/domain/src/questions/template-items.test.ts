import { describe, expect, it } from 'vitest';
import { templateSchema } from '../schemas/template.ts';
import { defaultQuestionSets, defaultQuestions } from './index.ts';
import { templateQuestionItems, templateQuestionSets } from './template-items.ts';

describe('template question items', () => {
  it('keeps the default wording, category and polarity of default keys, whatever text was sent', () => {
    const sets = defaultQuestionSets('fulltime');
    const items = templateQuestionItems({
      jp: {
        descriptions: [{ key: sets.jp.descriptions[0]!.key, text: '書き換え' }],
        selections: [{ key: sets.jp.selections[0]!.key, text: '書き換え' }],
      },
    });
    const defaults = defaultQuestions('fulltime');
    expect(items).toEqual([
      {
        key: defaults.descriptions[0]!.key,
        kind: 'description',
        category: null,
        polarity: null,
        texts: defaults.descriptions[0]!.text,
      },
      {
        key: defaults.selections[0]!.key,
        kind: 'selection',
        category: defaults.selections[0]!.category,
        polarity: defaults.selections[0]!.polarity,
        texts: defaults.selections[0]!.text,
      },
    ]);
  });

  it('takes custom questions per language, the jp text standing in for an empty language', () => {
    const items = templateQuestionItems({
      jp: {
        descriptions: [{ key: 'original_1700000000000', text: ' 志望動機は？ ' }],
        selections: [{ key: 'original_1700000000001', text: '時間を守る' }],
      },
      en: { descriptions: [{ key: 'original_1700000000000', text: 'Why us?' }], selections: [] },
      cn: { descriptions: [{ key: 'original_1700000000000', text: '  ' }] },
    });
    expect(items).toEqual([
      {
        key: 'original_1700000000000',
        kind: 'description',
        category: null,
        polarity: null,
        texts: { jp: '志望動機は？', en: 'Why us?', cn: '志望動機は？' },
      },
      {
        key: 'original_1700000000001',
        kind: 'selection',
        category: null,
        polarity: null,
        texts: { jp: '時間を守る', en: '時間を守る', cn: '時間を守る' },
      },
    ]);
  });

  it('drops unknown keys, keys of the other kind and repeated keys', () => {
    const description = defaultQuestionSets('fulltime').jp.descriptions[0]!;
    const selection = defaultQuestionSets('fulltime').jp.selections[0]!;
    const items = templateQuestionItems({
      jp: {
        descriptions: [description, description, { key: 'hack', text: 'x' }, selection],
        selections: [description, { key: 'original_x', text: 'x' }],
      },
    });
    expect(items.map((q) => q.key)).toEqual([description.key]);
  });

  it('gives the items back per language as the dialog edits them (round trip of the defaults)', () => {
    for (const rank of ['fulltime', 'rookie'] as const) {
      const sets = defaultQuestionSets(rank);
      expect(templateQuestionSets(templateQuestionItems(sets))).toEqual(sets);
    }
  });

  it('validates a template: name and question texts required', () => {
    const bad = templateSchema.safeParse({
      name: ' ',
      templateType: 'fulltime',
      questions: { jp: { descriptions: [{ key: 'original_1', text: '' }] } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.questionEmpty',
      'validation.templateNameRequired',
    ]);
  });
});
