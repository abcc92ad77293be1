import type { Plugin } from 'vite';

/**
 * `virtual:flow-messages/<flow>/<language>`: the domain catalog's texts (packages/domain/src/messages) that one
 * flow's pages show (referee or candidate), in one language, made at build time. The catalog's modules hold all
 * three languages and every namespace; the flow entry (src/i18n/flow.ts) loads only the table it needs.
 * A namespace maps to `true` (all its keys) or to the keys the pages use.
 */
export const FLOW_MESSAGES = {
  referee: {
    common: true,
    fairHiring: ['refereeNote'],
    notify: true,
    privacy: ['linkLabel'],
    referee: true,
    remind: true,
    trust: ['period', 'periodOngoing'],
    validation: true,
  },
  talent: {
    common: true,
    fairHiring: true,
    notify: true,
    privacy: ['linkLabel'],
    remind: true,
    talent: true,
    validation: true,
  },
} as const satisfies Record<string, Record<string, true | readonly string[]>>;

const PREFIX = 'virtual:flow-messages/';

export function flowMessages(): Plugin {
  return {
    name: 'refcheck-flow-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [flow, language] = id.slice(PREFIX.length + 1).split('/') as [keyof typeof FLOW_MESSAGES, 'jp'];
      const { catalog } = await import('@refcheck/domain/messages/catalog');
      const table = Object.fromEntries(
        Object.entries(FLOW_MESSAGES[flow]).map(([ns, keys]) => {
          const texts: Record<string, string> = catalog[ns as keyof typeof catalog][language];
          const kept = keys === true ? texts : Object.fromEntries(keys.map((key) => [key, texts[key]]));
          return [ns, kept];
        }),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
