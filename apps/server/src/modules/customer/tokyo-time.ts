/** A moment as operators read it in mails: Tokyo date and time, e.g. 2026/11/23 14:05. */
export function tokyoDateTime(date: Date): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
