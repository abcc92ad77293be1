import type { Language } from '../enums.ts';

/** The same keys as the Japanese source, each a string. A missing or extra key is a type error. */
export type Translation<T> = { readonly [K in keyof T]: string };

export type Namespace<T extends Record<string, string>> = { readonly jp: T } & {
  readonly [L in Exclude<Language, 'jp'>]: Translation<T>;
};

/** Declares one namespace: Japanese is the source (`const`), en and cn must have exactly its keys. */
export function defineNamespace<const T extends Record<string, string>>(
  jp: T,
  en: Translation<NoInfer<T>>,
  cn: Translation<NoInfer<T>>,
): Namespace<T> {
  return { jp, en, cn };
}
