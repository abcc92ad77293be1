/** What the two questionnaire pages load alike: the verified referee, its questions of one kind, the answers so far. */

import { useEffect, useMemo, useState } from 'react';
import { useAnswers } from '../api/get-answers.ts';
import { useAnswerAutosave } from './use-answer-autosave.ts';
import { useReferee } from './use-referee.ts';

/** A question kind and the value its answer holds (the written text, the agreement level). */
interface AnswerOf {
  description: string;
  selection: number;
}

/**
 * The verified referee (`me`, undefined until it arrived), its questions of `kind`, the answers as the page edits them
 * (null until the stored ones arrived, then theirs) and the ordered autosave with its state.
 */
export function useQuestionnaire<K extends keyof AnswerOf>(kind: K) {
  const { me } = useReferee({ verified: true });
  const answers = useAnswers(Boolean(me?.phoneVerified));
  const questions = useMemo(() => me?.questions.filter((q) => q.kind === kind) ?? [], [me, kind]);
  const [values, setValues] = useState<Record<string, AnswerOf[K]> | null>(null);
  const { state, autosave } = useAnswerAutosave(answers.data);
  useEffect(() => {
    if (!answers.data || values !== null) return;
    const stored = kind === 'description' ? answers.data.descriptions : answers.data.selections;
    setValues(stored as Record<string, AnswerOf[K]>);
  }, [answers.data, values, kind]);
  return { me, questions, values, setValues, state, autosave };
}
