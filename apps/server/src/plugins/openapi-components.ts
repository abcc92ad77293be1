/**
 * The components of an OpenAPI document that its operations use: `pruneComponents` drops the others (an unused
 * component is a `redocly lint` warning), `selectDocument` makes a document of the operations under one prefix
 * (e.g. the public REST API's /api/v1) out of the server's whole document.
 */

// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by key.
type Json = Record<string, any>;

const REF = /^#\/components\/([^/]+)\/([^/]+)$/;

/** The `#/components/<kind>/<name>` references in `node`. */
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && REF.test(value)) found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** Leaves in `doc.components` only what its paths use, directly or through other components. */
export function pruneComponents(doc: Json): Json {
  const components: Json = doc.components ?? {};
  const used = new Set<string>();
  const queue = refsIn(doc.paths);
  while (queue.length > 0) {
    const ref = queue.pop()!;
    if (used.has(ref)) continue;
    used.add(ref);
    const [, kind, name] = REF.exec(ref)!;
    refsIn(components[kind!]?.[decodeURIComponent(name!.replace(/~1/g, '/').replace(/~0/g, '~'))], queue);
  }
  const schemes = new Set<string>();
  for (const requirement of [
    ...(doc.security ?? []),
    ...Object.values((doc.paths ?? {}) as Json).flatMap((item) =>
      Object.values(item as Json).flatMap((op) => (op && typeof op === 'object' ? (op.security ?? []) : [])),
    ),
  ]) {
    for (const name of Object.keys(requirement)) schemes.add(name);
  }
  for (const [kind, entries] of Object.entries(components)) {
    const keep = Object.entries(entries as Json).filter(([name]) =>
      kind === 'securitySchemes' ? schemes.has(name) : used.has(`#/components/${kind}/${name}`),
    );
    if (keep.length > 0) components[kind] = Object.fromEntries(keep);
    else delete components[kind];
  }
  return doc;
}

/**
 * The document of the operations whose path is `prefix` or under it, with its own `info` (title, version,
 * description): what /api/v1/openapi.json can serve out of `app.swagger()`.
 */
export function selectDocument(doc: Json, prefix: string, info: Json = {}): Json {
  const paths = Object.fromEntries(
    Object.entries((doc.paths ?? {}) as Json).filter(
      ([path]) => path === prefix || path.startsWith(`${prefix}/`),
    ),
  );
  return pruneComponents(structuredClone({ ...doc, info: { ...doc.info, ...info }, paths }));
}
