/** Column builders every table file shares. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone (every instant the product stores). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
