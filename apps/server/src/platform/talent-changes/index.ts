export { ALL_COMPANIES, TalentEvents } from './talent-events.ts';
