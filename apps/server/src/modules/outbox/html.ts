/** Small helpers for the HTML part of the product's mails. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One paragraph per line; the line equal to `link` becomes a link. */
export const linesToHtml = (lines: string[], link: string) =>
  lines
    .map((line) =>
      line === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('');
