export { backfillSteps, recordExpiries, recordSteps, type StepFact } from './record.ts';
