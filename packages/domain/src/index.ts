export * from './content.ts';
export * from './enums.ts';
export * from './rules.ts';
