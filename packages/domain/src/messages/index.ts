export * from './catalog.ts';
export type { Namespace, Translation } from './define.ts';
