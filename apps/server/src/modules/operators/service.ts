/**
 * Operator accounts made on the command line (issue 18): `operator:create` makes an admin user without a password
 * and a one-time set-password link (24 h, single use, only its SHA-256 stored); the operator sets the password on
 * /login/operator_password and then signs in at /login/admin with the password and the SMS code like anyone else.
 * `operator:list` and `operator:disable` sit next to it. Works on PGlite and PostgreSQL (plain Drizzle).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, operatorInvitations, session, user } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/index.ts';

export const OPERATOR_LINK_HOURS = 24;
export const OPERATOR_PASSWORD_PATH = '/login/operator_password';
const DISABLED_REASON = 'operator disabled';

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('hex');

export class OperatorError extends Error {}

export interface OperatorRow {
  email: string;
  name: string;
  phone: string | null;
  hasPassword: boolean;
  disabled: boolean;
  createdAt: Date;
}

/** E.164: a plus sign and 8 to 15 digits. */
const PHONE = /^\+[1-9]\d{7,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates the operator (role admin, no company, SMS code at sign-in) and returns its set-password link. An operator
 * that exists but never set its password gets a new link (the old ones stop working); any other existing account
 * with that email or phone is refused.
 */
export async function createOperator(
  db: Db,
  input: { email: string; phone: string; name?: string; publicUrl: string },
  now = new Date(),
): Promise<{ link: string; expiresAt: Date; reissued: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new OperatorError(`not an email address: ${input.email}`);
  if (!PHONE.test(input.phone))
    throw new OperatorError(`the phone must be E.164 (+819012345678): ${input.phone}`);
  const raw = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_LINK_HOURS * 3_600_000);
  const reissued = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id, role: user.role, phone: user.phoneNumber })
      .from(user)
      .where(eq(user.email, email));
    const [phoneTaken] = await tx.select({ id: user.id }).from(user).where(eq(user.phoneNumber, input.phone));
    let userId: string;
    if (existing) {
      const [credential] = await tx
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')));
      if (existing.role !== 'admin' || credential)
        throw new OperatorError(`an account with ${email} already exists`);
      if (phoneTaken && phoneTaken.id !== existing.id)
        throw new OperatorError(`the phone ${input.phone} belongs to another account`);
      userId = existing.id;
      await tx.update(user).set({ phoneNumber: input.phone }).where(eq(user.id, userId));
      await tx
        .update(operatorInvitations)
        .set({ usedAt: now })
        .where(and(eq(operatorInvitations.userId, userId), isNull(operatorInvitations.usedAt)));
    } else {
      if (phoneTaken) throw new OperatorError(`the phone ${input.phone} belongs to another account`);
      userId = randomUUID();
      await tx.insert(user).values({
        id: userId,
        name: input.name?.trim() || email.split('@')[0]!,
        email,
        emailVerified: true,
        role: 'admin',
        companyId: null,
        phoneNumber: input.phone,
        phoneNumberVerified: true,
        twoFactorEnabled: true,
      });
    }
    await tx.insert(operatorInvitations).values({ userId, tokenHash: sha256(raw), expiresAt });
    return existing !== undefined;
  });
  const link = `${input.publicUrl}${OPERATOR_PASSWORD_PATH}?token=${encodeURIComponent(raw)}`;
  return { link, expiresAt, reissued };
}

/** Every operator, oldest first. */
export async function listOperators(db: Db): Promise<OperatorRow[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      phone: user.phoneNumber,
      banned: user.banned,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.createdAt));
  const credentials = await db
    .select({ userId: account.userId })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(account.providerId, 'credential'), eq(user.role, 'admin')));
  const withPassword = new Set(credentials.map((c) => c.userId));
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    phone: r.phone,
    hasPassword: withPassword.has(r.id),
    disabled: r.banned === true,
    createdAt: r.createdAt,
  }));
}

/** Disables an operator: banned (sign-in refused), its sessions and unused links ended. */
export async function disableOperator(db: Db, emailInput: string, now = new Date()): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, email), eq(user.role, 'admin')));
    if (!row) throw new OperatorError(`no operator with ${email}`);
    await tx.update(user).set({ banned: true, banReason: DISABLED_REASON }).where(eq(user.id, row.id));
    await tx.delete(session).where(eq(session.userId, row.id));
    await tx
      .update(operatorInvitations)
      .set({ usedAt: now })
      .where(and(eq(operatorInvitations.userId, row.id), isNull(operatorInvitations.usedAt)));
  });
}

/**
 * Spends a set-password link: the operator's credential is created with `password`. False when the token is
 * unknown, expired, used, or its operator disabled or already holding a password (one answer for all).
 */
export async function setOperatorPassword(db: Db, raw: string, password: string, now = new Date()) {
  if (!raw || raw.length > 200) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(operatorInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorInvitations.tokenHash, sha256(raw)),
          isNull(operatorInvitations.usedAt),
          gt(operatorInvitations.expiresAt, now),
        ),
      )
      .returning({ userId: operatorInvitations.userId });
    if (!spent) return false;
    const [operator] = await tx
      .select({ banned: user.banned, role: user.role })
      .from(user)
      .where(eq(user.id, spent.userId));
    const [credential] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, spent.userId), eq(account.providerId, 'credential')));
    if (operator?.role !== 'admin' || operator.banned || credential) return false;
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: spent.userId,
      providerId: 'credential',
      userId: spent.userId,
      password: passwordHash,
    });
    return true;
  });
}
