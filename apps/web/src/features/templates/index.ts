/** Front door of templates: the picker and question list the candidate form uses. */
export {
  TemplatePicker,
  TemplateQuestionList,
  useTemplateQuestionCount,
} from './components/template-picker.tsx';
