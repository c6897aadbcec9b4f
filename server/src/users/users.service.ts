import bcrypt from 'bcryptjs';
import { ROLE_ADMIN, ROLE_USER } from '@pachmarhi/common/constants';
import type { AuthUser } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { AppError, conflict, notFound } from '../errors/app-error';
import { countAdmins, countRegisteredUsers, findUserByEmail, findUserById, insertUser, promoteToAdmin, toAuthUser } from './users.repository';

/** bcrypt work factor (2^10 rounds, the recommended minimum; bcryptjs is pure JS, so higher costs slow every login). */
export const BCRYPT_COST = 10;
// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/**
 * Check an email and password.
 * @returns the user
 * @throws AppError 401 'Invalid email or password'
 */
export async function authenticate(db: Db, email: string, password: string): Promise<AuthUser> {
  const user = await findUserByEmail(db, email);
  const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new AppError(401, 'Invalid email or password');
  return toAuthUser(user);
}

/** The signed-in user by id. @throws AppError 404 'User not found' (e.g. deleted since the token was issued) */
export async function currentUser(db: Db, id: string): Promise<AuthUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User');
  return toAuthUser(user);
}

/** How many registered (non-admin) users there are. */
export const registeredUserCount = (db: Db): Promise<number> => countRegisteredUsers(db);

/**
 * Register a visitor as a user (role 2).
 * @throws AppError 409 when the email is already registered
 */
export async function registerUser(db: Db, input: { name: string; email: string; password: string }): Promise<AuthUser> {
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const row = await insertUser(db, { name: input.name, email: input.email, passwordHash: await hashPassword(input.password), role: ROLE_USER });
  return toAuthUser(row);
}

/**
 * Create an administrator, or make an existing account with that email one (new password).
 * @returns the admin and whether it was newly created
 */
export async function upsertAdmin(db: Db, input: { name: string; email: string; password: string }): Promise<{ user: AuthUser; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) return { user: toAuthUser(await promoteToAdmin(db, existing.id, passwordHash)), created: false };
  return { user: toAuthUser(await insertUser(db, { name: input.name, email: input.email, passwordHash, role: ROLE_ADMIN })), created: true };
}

/** On start: create the configured admin when the database has none. Returns the admin created, if any. */
export async function ensureAdmin(db: Db, admin: { name: string; email: string; password: string } | null): Promise<AuthUser | null> {
  if (!admin || (await countAdmins(db)) > 0) return null;
  if (await findUserByEmail(db, admin.email)) return null; // never silently promote an existing account
  return (await upsertAdmin(db, admin)).user;
}
