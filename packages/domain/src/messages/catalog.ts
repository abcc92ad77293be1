/**
 * The message catalog: namespaces, typed dotted keys ('validation.nameRequired') and `translate`.
 * Japanese is the source; en and cn have exactly the same keys (checked by the compiler and by a test).
 */
import type { Language } from '../enums.ts';
import { admin } from './admin.ts';
import { api } from './api.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { company } from './company.ts';
import { factors } from './factors.ts';
import { fairHiring } from './fair-hiring.ts';
import { interpolate } from './interpolate.ts';
import { invoices } from './invoices.ts';
import { notify } from './notify.ts';
import { privacy } from './privacy.ts';
import { privacyRecords } from './privacy-records.ts';
import { referee } from './referee.ts';
import { remind } from './remind.ts';
import { steps } from './steps.ts';
import { talent } from './talent.ts';
import { terms } from './terms.ts';
import { trust } from './trust.ts';
import { validation } from './validation.ts';
import { webhooks } from './webhooks.ts';

export { interpolate } from './interpolate.ts';

export const catalog = {
  referee,
  talent,
  remind,
  notify,
  common,
  terms,
  company,
  admin,
  auth,
  validation,
  trust,
  fairHiring,
  factors,
  privacyRecords,
  privacy,
  webhooks,
  api,
  steps,
  invoices,
} as const;

type Catalog = typeof catalog;
export type MessageNamespace = keyof Catalog;
export const MESSAGE_NAMESPACES = Object.keys(catalog) as MessageNamespace[];

type JpOf<N extends MessageNamespace> = Catalog[N]['jp'];
export type MessageKey = { [N in MessageNamespace]: `${N}.${keyof JpOf<N> & string}` }[MessageNamespace];

type SourceText<K extends MessageKey> = K extends `${infer N extends MessageNamespace}.${infer M}`
  ? M extends keyof JpOf<N>
    ? JpOf<N>[M]
    : never
  : never;
type ParamNames<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamNames<Rest> : never;
/** The `{param}` names of a message, read from its Japanese source text. */
export type MessageParams<K extends MessageKey> = Record<ParamNames<SourceText<K>>, string | number>;

/** Every message key, e.g. 'validation.nameRequired'. */
export const messageKeys: readonly MessageKey[] = MESSAGE_NAMESPACES.flatMap((ns) =>
  Object.keys(catalog[ns].jp).map((key) => `${ns}.${key}` as MessageKey),
);
const KEY_SET: ReadonlySet<string> = new Set(messageKeys);

export function isMessageKey(value: string): value is MessageKey {
  return KEY_SET.has(value);
}

/** The raw (uninterpolated) text of a key in a language; an unknown key is returned as is. */
export function messageText(lang: Language, key: MessageKey): string {
  const dot = key.indexOf('.');
  const table = catalog[key.slice(0, dot) as MessageNamespace]?.[lang] as
    | Readonly<Record<string, string>>
    | undefined;
  return table?.[key.slice(dot + 1)] ?? key;
}

/** The localized message of `key` with its `{param}`s filled in. */
export function translate<K extends MessageKey>(lang: Language, key: K, params?: MessageParams<K>): string {
  return interpolate(messageText(lang, key), params as Record<string, string | number> | undefined);
}
