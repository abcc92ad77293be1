import { fieldErrors } from '@refcheck/domain/schemas/index';
import type { z } from 'zod';
import { currentLanguage } from './index.ts';

/**
 * A Mantine form `validate` function from a domain zod schema (messages are catalog keys). The domain's texts
 * themselves are read through ui/use-domain-text.ts.
 */
export function schemaValidator<T>(schema: z.ZodType<unknown, T>) {
  return (values: T) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error, currentLanguage());
  };
}
