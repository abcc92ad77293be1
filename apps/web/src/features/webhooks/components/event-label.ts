import type { TFunction } from 'i18next';

/** The label of an event type (`report.completed` → its key `events.report_completed`). */
export function eventLabel(t: TFunction<'webhooks'>, type: string): string {
  return t(`events.${type.replaceAll('.', '_')}` as never, { defaultValue: type });
}
