/** What the error toast of a form says: "something is empty" only when every problem is an empty field. */
export function issueToastMessage(
  issues: readonly { code?: string; message: string }[],
  incompleteText: string,
): string {
  const isEmpty = (code: string | undefined) => code === undefined || /(^|\.)required$|Required$/.test(code);
  const named = [...new Set(issues.filter((i) => !isEmpty(i.code)).map((i) => i.message))];
  if (named.length === 0) return incompleteText;
  return [...(issues.some((i) => isEmpty(i.code)) ? [incompleteText] : []), ...named].join('\n');
}
