// Barrel of the domain's content: lists, schemas, messages, question sets, candidate CSV.

export * from './candidate-csv/index.ts';
export * from './legal/index.ts';
export * from './lists/index.ts';
export * from './messages/index.ts';
export * from './questions/index.ts';
export * from './questions/template-items.ts';
export * from './schemas/index.ts';
