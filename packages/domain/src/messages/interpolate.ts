// Its own module so that a page can fill in texts without importing the whole catalog (messages/catalog.ts).
/** Replaces `{name}` placeholders with the given values; unknown placeholders are left as they are. */
export function interpolate(text: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
