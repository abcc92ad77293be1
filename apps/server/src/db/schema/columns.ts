/** Column builders every table file shares. */
import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A timestamp with time zone (every instant the product stores). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The primary key most tables have: a uuid the database generates. */
export const uuidId = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
