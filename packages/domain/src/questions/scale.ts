/**
 * The five-level agreement scale of selection questions, left to right from "disagree" to "agree".
 * Levels are 1 to 5; scoring (2…10, negatives reversed) belongs to the rules half.
 */
import type { Language } from '../enums.ts';
import type { AgreementLevel } from '../rules/scoring.ts';

export const AGREEMENT_SCALE_LABELS: Readonly<
  Record<Language, readonly [string, string, string, string, string]>
> = {
  jp: ['そう思わない', 'あまりそう思わない', 'どちらともいえない', 'ややそう思う', 'そう思う'],
  en: ['Disagree', 'Somewhat disagree', 'Neither agree nor disagree', 'Somewhat agree', 'Agree'],
  cn: ['不同意', '不太同意', '说不清', '比较同意', '同意'],
};

export function agreementLabel(level: AgreementLevel, lang: Language): string {
  return AGREEMENT_SCALE_LABELS[lang][level - 1]!;
}
