export * from './applied-sites.ts';
export * from './enum-labels.ts';
export * from './job-categories.ts';
export * from './labels.ts';
export * from './withdrawal-reasons.ts';
