import type { CatalogShape } from '../../types.ts';
import type { report as jp } from '../jp/report.ts';

export const report: CatalogShape<typeof jp> = {
  back: 'Back to the dashboard',
  pdf: 'Download PDF',
  pdfPreparing: 'Preparing the PDF…',
  pdfFailed: 'Could not create the PDF. Please try again.',
  affiliation: 'Affiliation',
  rank: 'Type',
  deadline: 'Deadline',
  overall: 'Overall evaluation',
  score: 'Score',
  categories: 'Evaluation by category',
  status: {
    done: 'All answered',
    noAnswer: 'Some referees have not answered',
    noReferee: 'No referees registered',
  },
  referees: 'Referees',
  tags: { completed: 'Completed', inProgress: 'In progress', unanswered: 'Unanswered', declined: 'Declined' },
  answersOf: 'Answers of {{name}}',
  notAnswered: 'Not answered',
  noSelection: 'No multiple-choice questions (no A–E evaluation).',
  descriptions: 'Written questions',
  selections: 'Multiple-choice questions',
};
