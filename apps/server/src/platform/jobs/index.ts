export { type Jobs, startJobs } from './jobs.ts';
