/** A company user's (or operator's) mail language, set on /config; mails to them are written in it. */
import { z } from 'zod';
import { languageSchema } from '../enums.ts';

export const mailLanguageSchema = z.object({ language: languageSchema });
export type MailLanguageInput = z.input<typeof mailLanguageSchema>;
/** `GET|PUT /api/account/language` answers the same shape. */
export type MailLanguage = z.output<typeof mailLanguageSchema>;
