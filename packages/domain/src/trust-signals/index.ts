// Trust signals (fraud-risk level per reference check): the rules both the server and the web use. The phone line
// type (phone-line.ts) is server-only and not exported here: it needs libphonenumber's large metadata.

export * from './api.ts';
export * from './compute.ts';
export * from './email-domain.ts';
export * from './fast-answers.ts';
export * from './keys.ts';
export * from './level.ts';
export * from './relationship.ts';
export * from './shared-keys.ts';
export * from './similarity.ts';
export * from './types.ts';
