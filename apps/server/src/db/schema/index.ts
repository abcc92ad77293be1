export * from './audit.ts';
export * from './auth.ts';
export * from './companies.ts';
export * from './messages.ts';
export * from './talents.ts';
