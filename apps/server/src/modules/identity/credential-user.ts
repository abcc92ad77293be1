/** A company user who signs in with a password: the better-auth user row and its credential account. */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { account, user } from '../../db/schema/index.ts';

export async function insertCredentialUser(
  tx: Tx,
  u: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    companyId: string;
    passwordHash: string;
  },
) {
  await tx.insert(user).values({
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    role: 'client',
    companyId: u.companyId,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: u.id,
    providerId: 'credential',
    userId: u.id,
    password: u.passwordHash,
  });
}
