import { isMessageKey, type MessageKey } from '@refcheck/domain/messages/catalog';
import { isApiError } from '../../api/api-error.ts';
import { useDomainText } from '../../ui/use-domain-text.ts';

/** Shared by the operator's invoice cards. */
export const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
export const todayTokyo = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * A failed invoice request as the operator reads it: the server's invoices.* message, else the first invalid
 * field's message, else `fallback`.
 */
export function useErrorText(fallback: MessageKey = 'admin.csvUploadFailed') {
  const { m: message } = useDomainText();
  return (error: unknown) => {
    if (!isApiError(error)) return message(fallback);
    const key = `invoices.${error.code}`;
    if (isMessageKey(key)) return message(key);
    const field = error.errors.find((e) => isMessageKey(e.message))?.message;
    return field && isMessageKey(field) ? message(field) : message(fallback);
  };
}
