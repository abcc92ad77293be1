/** One referee's answer to one question, as a set key. */
export type AnswerKey = `${string} ${string}`;
export const answerKey = (refereeId: string, questionKey: string): AnswerKey => `${refereeId} ${questionKey}`;
export const splitAnswerKey = (key: AnswerKey) => {
  const [refereeId, questionKey] = key.split(' ') as [string, string];
  return { refereeId, questionKey };
};

/** The candidate's explanations by answer (empty until answered). */
export function explanationsByAnswer(rt: {
  state: string;
  fromReferees: { questionKey: string | null; answers: { refereeId: string | null; excuse: string }[] }[];
}): Map<AnswerKey, string> {
  const map = new Map<AnswerKey, string>();
  if (rt.state !== 'answered') return map;
  for (const g of rt.fromReferees) {
    for (const a of g.answers) {
      if (g.questionKey && a.refereeId) map.set(answerKey(a.refereeId, g.questionKey), a.excuse);
    }
  }
  return map;
}
