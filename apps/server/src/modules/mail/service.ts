/** The signed-in user's mail language, read and written. */
import type { Language } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

export async function mailLanguageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId));
  return row?.language ?? 'jp';
}

export async function setMailLanguage(db: Db, userId: string, language: Language) {
  await db.update(user).set({ language, updatedAt: new Date() }).where(eq(user.id, userId));
}
