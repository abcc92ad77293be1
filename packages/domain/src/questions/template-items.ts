/**
 * A template's questions as the company edits them (per language: descriptions and selections, key and text)
 * and as candidates are asked them (one list of items with their texts in every language). Default keys keep
 * the default wording, category and polarity (their scoring must not change); 'original_' keys carry the
 * company's text, the jp text standing in for a language left empty. Custom selection questions have no
 * category: they are asked and reported, not graded.
 */
import type { EvaluationCategory, Language, Polarity } from '../enums.ts';
import type { Labels } from '../lists/labels.ts';
import type { QuestionSet, QuestionSetInput } from '../schemas/question-item.ts';
import { DEFAULT_DESCRIPTION_QUESTIONS } from './descriptions.ts';
import { defaultSelectionQuestion, isOriginalQuestionKey } from './index.ts';

export interface TemplateQuestionItem {
  key: string;
  kind: 'description' | 'selection';
  category: EvaluationCategory | null;
  polarity: Polarity | null;
  texts: Labels;
}

type PerLanguage = { jp: QuestionSetInput; en?: QuestionSetInput; cn?: QuestionSetInput };

const DESCRIPTIONS = new Map(DEFAULT_DESCRIPTION_QUESTIONS.map((q) => [q.key, q]));

/** The items of a template, in the jp list's order (descriptions first); unknown and repeated keys dropped. */
export function templateQuestionItems(questions: PerLanguage): TemplateQuestionItem[] {
  const out: TemplateQuestionItem[] = [];
  const seen = new Set<string>();
  const textIn = (lang: 'en' | 'cn', kind: 'descriptions' | 'selections', key: string) =>
    questions[lang]?.[kind]?.find((q) => q.key === key)?.text.trim() || undefined;
  for (const kind of ['descriptions', 'selections'] as const) {
    for (const { key, text } of questions.jp[kind] ?? []) {
      if (seen.has(key)) continue;
      const item = itemFor(kind, key, text, (lang) => textIn(lang, kind, key));
      if (!item) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

function itemFor(
  kind: 'descriptions' | 'selections',
  key: string,
  jp: string,
  other: (lang: 'en' | 'cn') => string | undefined,
): TemplateQuestionItem | undefined {
  if (isOriginalQuestionKey(key)) {
    const texts = { jp: jp.trim(), en: other('en') ?? jp.trim(), cn: other('cn') ?? jp.trim() };
    return kind === 'descriptions'
      ? { key, kind: 'description', category: null, polarity: null, texts }
      : { key, kind: 'selection', category: null, polarity: null, texts };
  }
  if (kind === 'descriptions') {
    const known = DESCRIPTIONS.get(key);
    return known && { key, kind: 'description', category: null, polarity: null, texts: { ...known.text } };
  }
  const known = defaultSelectionQuestion(key);
  return (
    known && {
      key,
      kind: 'selection',
      category: known.category,
      polarity: known.polarity,
      texts: { ...known.text },
    }
  );
}

/** The items back as the per-language lists the template dialog edits. */
export function templateQuestionSets(items: readonly Omit<TemplateQuestionItem, 'category' | 'polarity'>[]) {
  const set = (lang: Language): QuestionSet => ({
    descriptions: items
      .filter((q) => q.kind === 'description')
      .map((q) => ({ key: q.key, text: q.texts[lang] })),
    selections: items.filter((q) => q.kind === 'selection').map((q) => ({ key: q.key, text: q.texts[lang] })),
  });
  return { jp: set('jp'), en: set('en'), cn: set('cn') };
}
