import { referee as messages } from '@refcheck/domain/messages/referee';
import { toI18next } from '../../braces.ts';
import { refereePages } from './referee-pages.ts';

export const referee = {
  messages: toI18next(messages.en),
  ...refereePages,
};
