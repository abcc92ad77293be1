/** The question snapshot of a new candidate: the rank's default set plus the company's own description questions. */
import {
  type CandidateForm,
  DEFAULT_DESCRIPTION_QUESTIONS,
  defaultQuestions,
  defaultSelectionQuestion,
  isOriginalQuestionKey,
} from '@refcheck/domain';
import type { LocalizedText } from '../../db/schema/index.ts';
import type { SetItem } from '../../platform/questions/index.ts';

export type SnapshotQuestion = SetItem;

const same = (text: string): LocalizedText => ({ jp: text, en: text, cn: text });

/**
 * Descriptions: the form's list when given (default keys keep their three languages, `original_` keys use the
 * typed text in every language), otherwise the 8 defaults. Selections: the rank's defaults, or none when
 * selection questions are off.
 */
export function questionSnapshot(
  form: Pick<CandidateForm, 'rank' | 'selectionQuestion' | 'questions'>,
): SnapshotQuestion[] {
  const defaults = defaultQuestions(form.rank);
  const byKey = new Map(DEFAULT_DESCRIPTION_QUESTIONS.map((q) => [q.key, q]));
  const descriptions: { key: string; texts: LocalizedText }[] = form.questions?.descriptions.length
    ? form.questions.descriptions.flatMap((item) => {
        const known = byKey.get(item.key);
        if (known) return [{ key: known.key, texts: { ...known.text } }];
        if (isOriginalQuestionKey(item.key)) return [{ key: item.key, texts: same(item.text) }];
        return [];
      })
    : defaults.descriptions.map((q) => ({ key: q.key, texts: { ...q.text } }));
  const out: SnapshotQuestion[] = [];
  const seen = new Set<string>();
  for (const d of descriptions) {
    if (seen.has(d.key)) continue;
    seen.add(d.key);
    out.push({
      key: d.key,
      kind: 'description',
      category: null,
      polarity: null,
      texts: d.texts,
    });
  }
  if (form.selectionQuestion) {
    for (const s of defaults.selections) {
      const meta = defaultSelectionQuestion(s.key);
      out.push({
        key: s.key,
        kind: 'selection',
        category: meta?.category ?? null,
        polarity: meta?.polarity ?? null,
        texts: { ...s.text },
      });
    }
  }
  return out;
}

/** A template's questions for a candidate: all of them, or only the descriptions when selection questions are off. */
export function templateSnapshot(items: readonly SetItem[], selectionQuestion: boolean): SnapshotQuestion[] {
  return selectionQuestion ? [...items] : items.filter((q) => q.kind === 'description');
}

/** Forms with equal keys get equal snapshots (a CSV's rows share the dialog's settings). */
export function snapshotKey(
  form: Pick<CandidateForm, 'rank' | 'selectionQuestion' | 'questions' | 'templateId'>,
): string {
  return JSON.stringify([form.templateId ?? null, form.rank, form.selectionQuestion, form.questions ?? null]);
}
