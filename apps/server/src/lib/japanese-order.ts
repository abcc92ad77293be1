/**
 * Japanese order for names, as `a.localeCompare(b, 'ja')` gives it, with one collator for every comparison
 * (`localeCompare` with a locale makes one per call: 16.5 ms to sort 5,000 names against 0.4 ms; issue 39).
 */
const collator = new Intl.Collator('ja');

export const compareJapanese = (a: string, b: string): number => collator.compare(a, b);
