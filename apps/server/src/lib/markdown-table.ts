/**
 * A Markdown table in a comparable form: table lines only, cells trimmed, separator rows as `---`. Biome pads the
 * generated tables of docs/ when it formats them; the generators' drift tests compare this form.
 */
export function normalizeMarkdownTable(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/^-{3,}$/, '---'))
        .join('|'),
    )
    .join('\n');
}
