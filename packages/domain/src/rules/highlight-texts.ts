/**
 * How the report's highlights are computed, in the words the report page and the PDF both show (rules in
 * highlights.ts; the level names are the scale's, questions/scale.ts).
 */
import type { Language } from '../enums.ts';
import type { HighlightKind } from './highlights.ts';

export interface HighlightTexts {
  /** The block's caption: it is computed, not written. */
  caption: string;
  /** Where the highlights come from and what they do not do. */
  basis: string;
  /** The name of each kind. */
  kinds: Record<HighlightKind, string>;
  /** The rule of each kind. */
  rules: Record<HighlightKind, string>;
  /** The mark of a reversed (negative) question. */
  reversed: string;
}

export const HIGHLIGHT_TEXTS: Readonly<Record<Language, HighlightTexts>> = {
  jp: {
    caption: '回答から自動で抽出',
    basis:
      '回答を完了した推薦者の選択式の回答だけから、次の規則で機械的に抽出しています。記述式の回答は使わず、人物像の推定もしていません。',
    kinds: { strength: '強み', concern: '懸念', divergence: '意見の相違' },
    rules: {
      strength:
        '強み：回答したすべての推薦者が上位2段階（「そう思う」「ややそう思う」、逆転項目では「そう思わない」「あまりそう思わない」）を選んだ質問',
      concern:
        '懸念：いずれかの推薦者が下位2段階（「そう思わない」「あまりそう思わない」、逆転項目では「そう思う」「ややそう思う」）を選んだ質問',
      divergence: '意見の相違：2人の推薦者の回答が2段階以上離れている質問',
    },
    reversed: '逆転項目',
  },
  en: {
    caption: 'Extracted automatically from the answers',
    basis:
      'Drawn mechanically, by these rules, from the selection answers of the referees who completed the questionnaire only. Free-text answers are not used and no trait is inferred.',
    kinds: { strength: 'Strength', concern: 'Concern', divergence: 'Divergence' },
    rules: {
      strength:
        'Strength: every referee who answered chose one of the top two levels ("Agree", "Somewhat agree"; on a reversed question "Disagree", "Somewhat disagree")',
      concern:
        'Concern: a referee chose one of the bottom two levels ("Disagree", "Somewhat disagree"; on a reversed question "Agree", "Somewhat agree")',
      divergence: "Divergence: two referees' answers are 2 or more levels apart",
    },
    reversed: 'Reversed',
  },
  cn: {
    caption: '根据回答自动提取',
    basis:
      '仅根据已完成回答的推荐人的选择题回答，按以下规则机械提取。不使用自由填写的回答，也不推断人物特征。',
    kinds: { strength: '优势', concern: '顾虑', divergence: '意见分歧' },
    rules: {
      strength:
        '优势：所有回答的推荐人都选择了最高的两个等级（“同意”“比较同意”；反向题为“不同意”“不太同意”）',
      concern: '顾虑：有推荐人选择了最低的两个等级（“不同意”“不太同意”；反向题为“同意”“比较同意”）',
      divergence: '意见分歧：两位推荐人的回答相差2个等级或以上',
    },
    reversed: '反向题',
  },
};
