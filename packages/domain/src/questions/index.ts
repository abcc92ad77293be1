/** Default question sets per rank, in jp, en and cn, and the key of a company's own question. */
import type { Language, Rank } from '../enums.ts';
import { LANGUAGES } from '../enums.ts';
import type { QuestionSet } from '../schemas/question-item.ts';
import { DEFAULT_DESCRIPTION_QUESTIONS, type DefaultDescriptionQuestion } from './descriptions.ts';
import {
  DEFAULT_SELECTION_QUESTIONS,
  type DefaultSelectionQuestion,
  FULLTIME_SELECTION_KEYS,
  ROOKIE_SELECTION_KEYS,
} from './selections.ts';

export * from './descriptions.ts';
export * from './scale.ts';
export * from './selections.ts';

export interface DefaultQuestions {
  descriptions: DefaultDescriptionQuestion[];
  selections: DefaultSelectionQuestion[];
}

const BY_KEY = new Map(DEFAULT_SELECTION_QUESTIONS.map((question) => [question.key, question]));

/** The default questions of a rank: 8 descriptions, and 16 (fulltime) or 18 (rookie) selections. */
export function defaultQuestions(rank: Rank): DefaultQuestions {
  const keys = rank === 'rookie' ? ROOKIE_SELECTION_KEYS : FULLTIME_SELECTION_KEYS;
  return {
    descriptions: [...DEFAULT_DESCRIPTION_QUESTIONS],
    selections: keys.map((key) => BY_KEY.get(key)!),
  };
}

/** The default questions as stored on templates and candidates: per language, key and text. */
export function defaultQuestionSets(rank: Rank): Record<Language, QuestionSet> {
  const { descriptions, selections } = defaultQuestions(rank);
  const entries = LANGUAGES.map((lang): [Language, QuestionSet] => [
    lang,
    {
      descriptions: descriptions.map(({ key, text }) => ({ key, text: text[lang] })),
      selections: selections.map(({ key, text }) => ({ key, text: text[lang] })),
    },
  ]);
  return Object.fromEntries(entries) as Record<Language, QuestionSet>;
}

/** Category and polarity of a default selection question, or undefined for other keys (custom questions). */
export function defaultSelectionQuestion(key: string): DefaultSelectionQuestion | undefined {
  return BY_KEY.get(key);
}

export const ORIGINAL_QUESTION_PREFIX = 'original_';

/** Key of a company's own question: 'original_' and the timestamp in milliseconds. */
export function originalQuestionKey(now: Date): string {
  return `${ORIGINAL_QUESTION_PREFIX}${now.getTime()}`;
}

export function isOriginalQuestionKey(key: string): boolean {
  return /^original_\d+$/.test(key);
}
