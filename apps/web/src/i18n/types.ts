/** The shape of a catalog with every text widened to `string`: other languages must fill in each key. */
export type CatalogShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };
