import { referee as messages } from '@refcheck/domain/messages/referee';
import { toI18next } from '../../braces.ts';
import { refereePages } from './referee-pages.ts';

/** Referee flow: the spec's referee messages (from the domain catalog) and the pages' own wording. */
export const referee = {
  messages: toI18next(messages.jp),
  ...refereePages,
};
