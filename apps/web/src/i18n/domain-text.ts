import type { MessageKey, MessageParams } from '@refcheck/domain/messages/catalog';
import { interpolate } from '@refcheck/domain/messages/interpolate';
import type { Language } from './languages.ts';

/**
 * Where the domain's fixed wording (packages/domain/src/messages) comes from: the company app registers the whole
 * catalog (i18n/index.ts), the flow entry the active language's table of the namespaces its pages show
 * (i18n/flow.ts, loaded on demand). ui/use-domain-text.ts and the privacy link read through here.
 */
type Lookup = (language: Language, key: string) => string | undefined;
let lookup: Lookup = () => undefined;

export function registerDomainText(source: Lookup): void {
  lookup = source;
}

/** The text of a message key in `language` with its `{param}`s filled in; an unknown key is returned as is. */
export function domainText<K extends MessageKey>(
  language: Language,
  key: K,
  params?: MessageParams<K>,
): string {
  return interpolate(lookup(language, key) ?? key, params as Record<string, string | number> | undefined);
}

/** Whether `key` is a message key of the registered catalog (e.g. an API error's code). */
export function isDomainTextKey(key: string): key is MessageKey {
  return lookup('jp', key) !== undefined;
}
