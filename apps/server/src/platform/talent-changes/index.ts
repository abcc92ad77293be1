export { ALL_COMPANIES, type TalentChange, TalentEvents } from './talent-events.ts';
