import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '@pachmarhi/common/types';
import { ROLE_ADMIN, ROLE_USER } from '@pachmarhi/common/constants';
import { STAFF_ROLES } from '@pachmarhi/common/staff-access';
import type { Db } from '../../platform/db/database';
import { users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

export const toAuthUser = (u: UserRow): AuthUser => ({ _id: u.id, name: u.name, email: u.email, role: u.role });

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Insert a user. @throws a unique-violation (→ 409) when the email is taken */
export async function insertUser(
  db: Db,
  u: { name: string; email: string; passwordHash: string; role: number },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...u, email: u.email.toLowerCase() })
    .returning();
  return row;
}

export async function countAdmins(db: Db): Promise<number> {
  const [r] = await db.select({ n: count() }).from(users).where(eq(users.role, ROLE_ADMIN));
  return r.n;
}

/** Registered users: the visitors' accounts (role 2), not the staff's. */
export async function countRegisteredUsers(db: Db): Promise<number> {
  const [r] = await db.select({ n: count() }).from(users).where(eq(users.role, ROLE_USER));
  return r.n;
}

const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** Make an existing user an administrator with a new password hash, ending their sessions (token version + 1). */
export async function promoteToAdmin(db: Db, id: string, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ role: ROLE_ADMIN, passwordHash, tokenVersion: nextTokenVersion })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Add 1 to a user's token version, so every token signed before stops working. @returns the user, or undefined when unknown */
export async function bumpTokenVersion(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ tokenVersion: nextTokenVersion }).where(eq(users.id, id)).returning();
  return row;
}

/** The staff accounts (owners, front desk and accountants), oldest first. */
export async function listStaffRows(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Enabled owner accounts other than `exceptId`. */
export async function countOtherActiveOwners(db: Db, exceptId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, ROLE_ADMIN), eq(users.disabled, false), ne(users.id, exceptId)));
  return r.n;
}

/**
 * Change a user's role, disabled flag or password hash; `endSessions` adds 1 to the token version.
 * @returns the user, or undefined when unknown
 */
export async function updateUserRow(
  db: Db,
  id: string,
  values: { role?: number; disabled?: boolean; passwordHash?: string },
  endSessions: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, ...(endSessions ? { tokenVersion: nextTokenVersion } : {}) })
    .where(eq(users.id, id))
    .returning();
  return row;
}
