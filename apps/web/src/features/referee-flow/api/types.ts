/** The referee flow's answers: the schemas the server answers with (packages/domain). */
export type {
  RefereeMe,
  RefereeState,
  RefereeStoredAnswers as RefereeAnswers,
} from '@refcheck/domain/schemas/referee-response';
