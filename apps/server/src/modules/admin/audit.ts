import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who did an operator action, from where (the audit log's actor and IP). */
export interface Actor {
  userId: string;
  ip: string;
}

/** One audit log line of an operator action (pass `tx` inside a transaction). */
export async function recordAudit(db: Db, actor: Actor, action: string, target: string) {
  await db.insert(auditLog).values({ actorUserId: actor.userId, action, target, ip: actor.ip });
}

/** The actor of a request: its signed-in user and address. */
export const actorOf = (request: { user: { id: string }; ip: string }): Actor => ({
  userId: request.user.id,
  ip: request.ip,
});
