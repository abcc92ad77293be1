export * from './arithmetic.ts';
export * from './reminder-slots.ts';
export * from './replacement.ts';
export * from './steps.ts';
