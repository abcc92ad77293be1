/** State of the template dialog: one list per kind, each question with its text per language. */
import type { Language, Rank } from '@refcheck/domain/enums';
import {
  defaultQuestionSets,
  isOriginalQuestionKey,
  originalQuestionKey,
} from '@refcheck/domain/questions/index';
import type { TemplateBody, TemplateDetail } from './api.ts';

export type Kind = 'descriptions' | 'selections';
export interface EditedQuestion {
  key: string;
  custom: boolean;
  texts: Record<Language, string>;
}
export interface TemplateFormState {
  name: string;
  templateType: Rank;
  descriptions: EditedQuestion[];
  selections: EditedQuestion[];
}

const LANGS: Language[] = ['jp', 'en', 'cn'];

function combine(sets: TemplateDetail['questions'], kind: Kind): EditedQuestion[] {
  return sets.jp[kind].map(({ key, text }) => {
    const custom = isOriginalQuestionKey(key);
    // The server answers a language left empty with the jp text standing in: show it empty again (the jp text is
    // its placeholder), so that a later jp edit stands in too instead of leaving a stale copy.
    const other = (lang: 'en' | 'cn') => {
      const given = sets[lang][kind].find((q) => q.key === key)?.text ?? '';
      return custom && given === text ? '' : given;
    };
    return { key, custom, texts: { jp: text, en: other('en'), cn: other('cn') } };
  });
}

/** The default set of a type (a new template starts from it). */
export function defaultsOf(type: Rank): Pick<TemplateFormState, Kind> {
  const sets = defaultQuestionSets(type);
  return { descriptions: combine(sets, 'descriptions'), selections: combine(sets, 'selections') };
}

export function initialTemplateForm(detail?: TemplateDetail): TemplateFormState {
  if (!detail) return { name: '', templateType: 'fulltime', ...defaultsOf('fulltime') };
  return {
    name: detail.name,
    templateType: detail.templateType,
    descriptions: combine(detail.questions, 'descriptions'),
    selections: combine(detail.questions, 'selections'),
  };
}

/** Another type: its default questions, the company's own questions kept. */
export function withType(form: TemplateFormState, type: Rank): TemplateFormState {
  const defaults = defaultsOf(type);
  return {
    ...form,
    templateType: type,
    descriptions: [...defaults.descriptions, ...form.descriptions.filter((q) => q.custom)],
    selections: [...defaults.selections, ...form.selections.filter((q) => q.custom)],
  };
}

/** A new question's key: 'original_' and a timestamp, unique within the form. */
export function newQuestion(form: TemplateFormState, now = Date.now()): EditedQuestion {
  const taken = new Set([...form.descriptions, ...form.selections].map((q) => q.key));
  let at = now;
  while (taken.has(originalQuestionKey(new Date(at)))) at++;
  return { key: originalQuestionKey(new Date(at)), custom: true, texts: { jp: '', en: '', cn: '' } };
}

/** The API body: jp lists every question; en and cn only the texts given (the jp text stands in for the rest). */
export function toTemplateBody(form: TemplateFormState): TemplateBody {
  const list = (lang: Language, kind: Kind) =>
    form[kind]
      .filter((q) => lang === 'jp' || q.texts[lang].trim() !== '')
      .map((q) => ({ key: q.key, text: q.texts[lang] }));
  return {
    name: form.name,
    templateType: form.templateType,
    questions: Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        { descriptions: list(lang, 'descriptions'), selections: list(lang, 'selections') },
      ]),
    ),
  };
}
