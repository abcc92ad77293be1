/**
 * The pages a referee link opens first (/referee, then /referee/instruction): one lazy chunk with what they use, so
 * the first page costs few requests on a slow network (flow/routes.ts).
 */
export { RefereeChoicePage } from './choice-page.tsx';
export { RefereeInstructionPage } from './instruction-page.tsx';
