export { seedBillingCompanies } from './billing.ts';
export { seedBulkTalents } from './bulk-talents.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, findUserByEmail, seedDemo } from './demo.ts';
export { answerAllQuestions } from './demo-checks.ts';
export { seedDemoInvoices } from './invoices.ts';
export { seedReferenceCheck } from './reference-check.ts';
export { seedTestCompany } from './test-company.ts';
