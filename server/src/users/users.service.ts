import bcrypt from 'bcryptjs';
import { ROLE_ADMIN, ROLE_USER } from '@pachmarhi/common/constants';
import type { AuthUser } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { AppError, badRequest, conflict, notFound } from '../errors/app-error';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { Captcha } from '../auth/captcha';
import type { Sessions } from '../auth/sessions';
import { signAccessToken } from '../auth/tokens';
import {
  bumpTokenVersion, countAdmins, countRegisteredUsers, findUserByEmail, findUserById, insertUser, promoteToAdmin, toAuthUser,
} from './users.repository';

/** bcrypt work factor (2^10 rounds, the recommended minimum; bcryptjs is pure JS, so higher costs slow every login). */
export const BCRYPT_COST = 10;
// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/**
 * Check an email and password and open a session.
 * @returns the user and a 2-hour access token at the user's current token version
 * @throws AppError 401 'Invalid email or password'
 */
export async function logIn(db: Db, secret: string, email: string, password: string): Promise<{ token: string; user: AuthUser }> {
  const row = await findUserByEmail(db, email);
  const ok = await bcrypt.compare(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !ok) throw new AppError(401, 'Invalid email or password');
  const user = toAuthUser(row);
  return { token: signAccessToken({ ...user, tokenVersion: row.tokenVersion }, secret), user };
}

/** The signed-in user by id. @throws AppError 404 'User not found' (e.g. deleted since the token was issued) */
export async function currentUser(db: Db, id: string): Promise<AuthUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User');
  return toAuthUser(user);
}

/** How many registered (non-admin) users there are. */
export const registeredUserCount = (db: Db): Promise<number> => countRegisteredUsers(db);

const CAPTCHA_MESSAGES = { wrong: 'Captcha does not match.', expired: 'The captcha has expired. Please type the new code.' };

/**
 * Register a visitor as a user (role 2), once they have answered a server-issued captcha.
 * @throws AppError 400 `errors.captcha` when the answer is wrong or its token expired, used or missing;
 *   400 `errors.password` when the password policy refuses it; 409 when the email is already registered
 */
export async function registerUser(
  db: Db, captcha: Captcha, input: { name: string; email: string; password: string; captcha: string; captchaToken: string },
): Promise<AuthUser> {
  const verdict = captcha.check(input.captchaToken, input.captcha);
  if (verdict !== 'ok') throw badRequest(CAPTCHA_MESSAGES[verdict], { captcha: CAPTCHA_MESSAGES[verdict] });
  assertPasswordAllowed(input.password);
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const row = await insertUser(db, { name: input.name, email: input.email, passwordHash: await hashPassword(input.password), role: ROLE_USER });
  return toAuthUser(row);
}

/**
 * End every session of a user: tokens signed before stop working on their next request.
 * @throws AppError 404 'User not found'
 */
export async function revokeSessions(db: Db, sessions: Sessions, id: string): Promise<AuthUser> {
  const row = await bumpTokenVersion(db, id);
  if (!row) throw notFound('User');
  sessions.invalidate(id);
  return toAuthUser(row);
}

/**
 * Create an administrator, or make an existing account with that email one with the new password
 * (which also ends that account's existing sessions).
 * @returns the admin and whether it was newly created
 * @throws AppError 400 `errors.password` when the password policy refuses it
 */
export async function upsertAdmin(db: Db, input: { name: string; email: string; password: string }): Promise<{ user: AuthUser; created: boolean }> {
  assertPasswordAllowed(input.password);
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
