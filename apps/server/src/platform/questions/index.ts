export {
  dropUnusedQuestionSets,
  questionSetItemList,
  type SetItem,
  storeQuestionSet,
  storeQuestionSets,
} from './question-sets.ts';
export { prepareTalentQuestionList, talentQuestionList } from './talent-questions.ts';
