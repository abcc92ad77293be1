import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import type { Plugin, SmallI18n, TOptions } from './i18next.ts';

/**
 * The part of react-i18next the flow entry uses, on the small i18next (./i18next.ts): the flow build resolves
 * `react-i18next` here. `useTranslation(ns)` gives `t` and `i18n` and re-renders when the language changes or
 * texts are added; `t` is a new function after each such change (effects that depend on it run again).
 */
let defaultInstance: SmallI18n | null = null;

export const initReactI18next: Plugin = {
  type: '3rdParty',
  init: (instance) => {
    defaultInstance = instance;
  },
};

const I18nContext = createContext<SmallI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: SmallI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = (useContext(I18nContext) ?? defaultInstance) as SmallI18n;
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', changed);
    i18n.on('added', changed);
    return () => {
      i18n.off('languageChanged', changed);
      i18n.off('added', changed);
    };
  }, [i18n]);
  const key = typeof ns === 'string' ? ns : (ns ?? []).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language change or added texts (version).
  const t = useMemo(() => {
    const namespaces = key ? key.split(',') : [];
    return (text: string, options?: TOptions) => i18n.t(text, options, namespaces);
  }, [i18n, key, version]);
  return { t, i18n, ready: true };
}
