// The flow entry's small i18n (i18n/small/): `{{name}}` interpolation, `ns:key` and dotted keys, the fallback
// language, events; the same text as the real i18next for every key of the flow's catalogs; no plural forms (it
// has none, so the flow's catalogs must use none).
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { common as cnCommon } from '../src/i18n/locales/cn/common.ts';
import { layout as cnLayout } from '../src/i18n/locales/cn/layout.ts';
import { refereePages as cnReferee } from '../src/i18n/locales/cn/referee-pages.ts';
import { talentFlow as cnTalent } from '../src/i18n/locales/cn/talent-flow.ts';
import { common as enCommon } from '../src/i18n/locales/en/common.ts';
import { layout as enLayout } from '../src/i18n/locales/en/layout.ts';
import { refereePages as enReferee } from '../src/i18n/locales/en/referee-pages.ts';
import { talentFlow as enTalent } from '../src/i18n/locales/en/talent-flow.ts';
import { common as jpCommon } from '../src/i18n/locales/jp/common.ts';
import { layout as jpLayout } from '../src/i18n/locales/jp/layout.ts';
import { refereePages as jpReferee } from '../src/i18n/locales/jp/referee-pages.ts';
import { talentFlow as jpTalent } from '../src/i18n/locales/jp/talent-flow.ts';
import { createInstance } from '../src/i18n/small/i18next.ts';
import { I18nextProvider, useTranslation } from '../src/i18n/small/react-i18next.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Tree = { [key: string]: string | Tree };
/** The flow's catalogs, as i18n/flow.ts loads them (namespace → texts). */
const FLOW: Record<string, Record<string, Tree>> = {
  jp: { common: jpCommon, layout: jpLayout, referee: jpReferee, talentFlow: jpTalent },
  en: { common: enCommon, layout: enLayout, referee: enReferee, talentFlow: enTalent },
  cn: { common: cnCommon, layout: cnLayout, referee: cnReferee, talentFlow: cnTalent },
};

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

function Title() {
  const { t } = useTranslation('referee');
  return (
    <p>
      {t('title')} {t('ok')} {t('later')}
    </p>
  );
}

const options = { lng: 'jp', fallbackLng: 'jp', defaultNS: 'common' };

async function small(resources: Record<string, Record<string, Tree>> = FLOW, lng = 'jp') {
  const i18n = createInstance();
  await i18n.init({ ...options, lng, resources });
  return i18n;
}

describe('the small i18next', () => {
  it('interpolates {{name}} (spaces allowed), numbers included, and leaves an unknown placeholder as it is', async () => {
    const i18n = await small({
      jp: { common: { hello: 'こんにちは、{{ name }}さん（{{count}}件）{{missing}}' } },
    });
    expect(i18n.t('hello', { name: '山田', count: 3 })).toBe('こんにちは、山田さん（3件）{{missing}}');
    expect(i18n.t('common:hello', { name: '<b>', count: 0 })).toBe('こんにちは、<b>さん（0件）{{missing}}');
  });

  it('finds `ns:key` and dotted keys, in the namespaces given first, then the default one', async () => {
    const i18n = await small({
      jp: { common: { a: { b: 'common a.b' }, only: 'common only' }, referee: { a: { b: 'referee a.b' } } },
    });
    expect(i18n.t('a.b')).toBe('common a.b');
    expect(i18n.t('referee:a.b')).toBe('referee a.b');
    expect(i18n.t('a.b', {}, ['referee'])).toBe('referee a.b');
    expect(i18n.t('only', {}, ['referee'])).toBe('common only');
    expect(i18n.t('a')).toBe('a'); // a branch is no text
  });

  it('falls back to the fallback language, then to defaultValue, then to the key', async () => {
    const i18n = await small(
      { jp: { common: { both: '両方', jpOnly: '日本語だけ {{n}}' } }, en: { common: { both: 'both' } } },
      'en',
    );
    expect(i18n.t('both')).toBe('both');
    expect(i18n.t('jpOnly', { n: 1 })).toBe('日本語だけ 1');
    expect(i18n.t('nowhere', { defaultValue: 'default {{n}}', n: 2 })).toBe('default 2');
    expect(i18n.t('nowhere')).toBe('nowhere');
  });

  it('tells languageChanged and added, and merges added bundles', async () => {
    const i18n = await small({ jp: { common: { a: 'A' } } });
    const changed = vi.fn();
    const added = vi.fn();
    i18n.on('languageChanged', changed);
    i18n.on('added', added);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(changed).toHaveBeenCalledWith('en');
    i18n.addResourceBundle('en', 'common', { b: 'B' });
    i18n.addResourceBundle('en', 'common', { c: 'C' });
    expect(added).toHaveBeenCalledWith('en', 'common');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect([i18n.t('a'), i18n.t('b'), i18n.t('c')]).toEqual(['A', 'B', 'C']);
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('cn');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe("the flow's catalogs", () => {
  it('use no plural forms (the small i18next has none): no key ends in _zero/_one/_two/_few/_many/_other', () => {
    const plural = /_(zero|one|two|few|many|other)$/;
    const found = Object.entries(FLOW).flatMap(([lng, namespaces]) =>
      Object.entries(namespaces).flatMap(([ns, tree]) =>
        leaves(tree)
          .map(([key]) => `${lng}/${ns}:${key}`)
          .filter((k) => plural.test(k)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('read the same through the small i18next as through i18next, in every language, counts included', async () => {
    const real = i18next.createInstance();
    await real.init({
      ...options,
      resources: FLOW,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    // The company app's typed keys do not cover these catalogs as a whole: look up by plain string.
    const realT = real.t as unknown as (key: string, values: object) => string;
    let compared = 0;
    for (const lng of ['jp', 'en', 'cn']) {
      const mine = await small(FLOW, lng);
      await real.changeLanguage(lng);
      for (const [ns, tree] of Object.entries(FLOW.jp!)) {
        for (const [key, text] of leaves(tree)) {
          const values: Record<string, unknown> = { count: 3 };
          for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) values[name!] ??= `«${name}»`;
          expect(mine.t(`${ns}:${key}`, values), `${lng} ${ns}:${key}`).toBe(realT(`${ns}:${key}`, values));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('the small react-i18next', () => {
  it('useTranslation renders in the namespace given and again when the language changes or texts are added', async () => {
    const i18n = await small({
      jp: { referee: { title: '回答' }, common: { ok: 'OK' } },
      en: { referee: { title: 'Answers' } },
    });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Title />
        </I18nextProvider>,
      ),
    );
    expect(host.textContent).toBe('回答 OK later');
    await act(async () => i18n.changeLanguage('en'));
    expect(host.textContent).toBe('Answers OK later');
    await act(async () => i18n.addResourceBundle('en', 'referee', { later: 'Later' }));
    expect(host.textContent).toBe('Answers OK Later');
    act(() => root.unmount());
  });
});
