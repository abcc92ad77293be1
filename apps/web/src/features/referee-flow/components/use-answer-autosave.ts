/** The referee's answers autosaved in order (ui/autosave): the query cache follows every acknowledged save. */

import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useQueryClient } from '../../../api/small-query.ts';
import { useOrderedAutosave } from '../../../ui/autosave/use-ordered-autosave.ts';
import { notifications } from '../../../ui/toast.tsx';
import { refereeKeys } from '../api/keys.ts';
import { type AnswerValue, saveAnswer } from '../api/save-answer.ts';
import type { RefereeAnswers } from '../api/types.ts';

export function useAnswerAutosave(answers: RefereeAnswers | undefined) {
  const { t } = useTranslation('referee');
  const queryClient = useQueryClient();
  const send = useCallback(
    async (key: string, value: AnswerValue, rev: number) => {
      const saved = await saveAnswer(key, value, rev);
      if (saved.applied)
        queryClient.setQueryData(refereeKeys.answers, (old: RefereeAnswers | undefined) =>
          old
            ? 'text' in value
              ? { ...old, descriptions: { ...old.descriptions, [key]: value.text } }
              : { ...old, selections: { ...old.selections, [key]: value.level } }
            : old,
        );
    },
    [queryClient],
  );
  const onFatal = useCallback(
    (e: unknown) =>
      notifications.show({
        color: 'red',
        message:
          isApiError(e) && e.code === 'referee.reauthenticate'
            ? t('messages.reauthenticate')
            : t('messages.errorSaving'),
      }),
    [t],
  );
  const { autosave, state } = useOrderedAutosave<AnswerValue>(send, onFatal);
  const seeded = useRef(false);
  useEffect(() => {
    if (answers && !seeded.current) {
      seeded.current = true;
      autosave.seed(answers.revisions ?? {});
    }
  }, [answers, autosave]);
  return { autosave, state };
}
