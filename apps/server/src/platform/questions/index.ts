export {
  dropUnusedQuestionSets,
  questionSetItemList,
  type SetItem,
  storeQuestionSet,
  storeQuestionSets,
} from './question-sets.ts';
export { talentQuestionList } from './talent-questions.ts';
