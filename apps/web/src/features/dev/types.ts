import type { MessageChannel } from '@refcheck/domain';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** One mail or SMS in the development outbox (`GET /api/dev/outbox`). */
export interface OutboxMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  status: OutboxStatus;
  error: string | null;
  createdAt: string;
}
