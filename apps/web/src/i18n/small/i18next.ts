/**
 * The part of i18next the flow entry uses (~1 KiB instead of ~14 KiB gzipped): the flow build (vite.config.ts, mode
 * `flow`) resolves `i18next` here. Namespaced resources per language, `ns:key` and dotted keys, `{{name}}`
 * interpolation (no escaping: React escapes), the fallback language, `languageChanged` and `added` events. No
 * plurals, contexts, nesting or formatters: the flow's catalogs use none (the company app keeps the real i18next).
 */
type Tree = { [key: string]: string | Tree };
type Listener = (...args: unknown[]) => void;
interface Options {
  resources?: Record<string, Record<string, Tree>>;
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
}
export interface Plugin {
  type: string;
  init?: (instance: SmallI18n) => void;
}
export type TOptions = Record<string, unknown> & { defaultValue?: string };

export class SmallI18n {
  language = '';
  options: Options = {};
  isInitialized = false;
  private readonly store: Record<string, Record<string, Tree>> = {};
  private readonly listeners = new Map<string, Set<Listener>>();

  use(plugin: Plugin): this {
    plugin.init?.(this);
    return this;
  }

  init(options: Options): Promise<unknown> {
    this.options = options;
    this.language = options.lng ?? options.fallbackLng ?? '';
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, tree] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, tree);
    this.isInitialized = true;
    return Promise.resolve(this.t.bind(this));
  }

  on(event: string, listener: Listener): void {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  addResourceBundle(lng: string, ns: string, resources: object): this {
    this.store[lng] ??= {};
    this.store[lng][ns] = { ...this.store[lng][ns], ...(resources as Tree) };
    this.emit('added', lng, ns);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  changeLanguage(lng: string): Promise<unknown> {
    this.language = lng;
    this.emit('languageChanged', lng);
    return Promise.resolve(this.t.bind(this));
  }

  private lookup(lng: string, ns: string, key: string): string | undefined {
    let node: string | Tree | undefined = this.store[lng]?.[ns];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  /** `key` or `ns:key`, looked up in `namespaces` (then the default namespace), the language, then the fallback. */
  t(key: string, options: TOptions = {}, namespaces: readonly string[] = []): string {
    const colon = key.indexOf(':');
    const list = colon > 0 ? [key.slice(0, colon)] : [...namespaces, this.options.defaultNS ?? 'translation'];
    const bare = colon > 0 ? key.slice(colon + 1) : key;
    let text: string | undefined;
    for (const lng of [this.language, this.options.fallbackLng ?? this.language])
      for (const ns of list) text ??= this.lookup(lng, ns, bare);
    return (text ?? options.defaultValue ?? bare).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in options ? String(options[name]) : whole,
    );
  }
}

export function createInstance(): SmallI18n {
  return new SmallI18n();
}

export default { createInstance };
