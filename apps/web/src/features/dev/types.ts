import type { OutboxMessage } from '@refcheck/domain/schemas/dev-response';

/** One mail or SMS in the development outbox (`GET /api/dev/outbox`): the schema the server answers with. */
export type { OutboxMessage };
export type OutboxStatus = OutboxMessage['status'];
