import { type MessageKey, translate } from '@refcheck/domain/messages/index';
import { fieldErrors } from '@refcheck/domain/schemas/index';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from './index.ts';

/** The spec's messages verbatim, from the domain catalog, in the current language (re-renders on change). */
export function useDomainMessage() {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is read through currentLanguage().
  return useCallback((key: MessageKey) => translate(currentLanguage(), key as never), [i18n.language]);
}

/** A Mantine form `validate` function from a domain zod schema (messages are catalog keys). */
export function schemaValidator<T>(schema: z.ZodType<unknown, T>) {
  return (values: T) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error, currentLanguage());
  };
}
