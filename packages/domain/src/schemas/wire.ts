/**
 * What a response schema looks like on the wire: the server's schemas hold `Date`s (Fastify serializes them as ISO
 * strings), so the browser reads `Wire<z.output<typeof schema>>`. One schema, both sides: a renamed field fails
 * the type check of the server (its handler returns the old name) and of the web (it reads the old name).
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
