/** The domain catalogs use `{name}` placeholders; i18next uses `{{name}}`. Keys are kept as they are. */
export function toI18next<T extends Record<string, string>>(
  messages: T,
): { readonly [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as { readonly [K in keyof T]: string };
}
