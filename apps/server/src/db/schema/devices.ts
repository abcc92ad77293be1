import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { ts, uuidId } from './columns.ts';

export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuidId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** SHA-256 of the device cookie's random id and the user agent (neither is kept). */
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_device_idx').on(t.userId, t.deviceHash)],
);
