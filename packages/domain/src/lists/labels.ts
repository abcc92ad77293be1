import type { Language } from '../enums.ts';

/** A label in every supported language. */
export type Labels = Readonly<Record<Language, string>>;

/** A label table covering every value of an enumeration. */
export type LabelTable<K extends string> = Readonly<Record<K, Labels>>;

/** The label of `value` in `lang`. */
export function labelOf<K extends string>(table: LabelTable<K>, value: K, lang: Language): string {
  return table[value][lang];
}
