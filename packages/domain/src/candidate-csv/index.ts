export * from './columns.ts';
export * from './decode.ts';
export * from './encode.ts';
export * from './parse.ts';
export * from './sample.ts';
