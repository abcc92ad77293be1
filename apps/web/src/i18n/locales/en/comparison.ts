import type { CatalogShape } from '../../types.ts';
import type { comparison as jp } from '../jp/comparison.ts';

export const comparison: CatalogShape<typeof jp> = {
  tabs: { comparison: 'Side by side', referees: 'By referee' },
  tabsLabel: 'Report view',
  highlights: 'Highlights',
  rulesTitle: 'How they are extracted',
  none: 'No answer matches',
  selections: 'Selection answers',
  tableLabel: 'Selection answers side by side',
  scrollHint: 'The referee columns scroll sideways',
  question: 'Question',
  descriptions: 'Free-text answers',
  notAnswered: 'Not answered',
  now: 'now',
  notCounted: 'Not completed yet: not used for the highlights',
  categoryScore: 'Category score',
  noSelection: 'There are no selection questions, so there are no answers to compare.',
  answerOf: 'Answer of {{name}}',
};
