import bcrypt from 'bcryptjs';
import { ROLE_ADMIN, ROLE_USER } from '@pachmarhi/common/constants';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import type { AuthUser } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error';
import { assertPasswordAllowed } from '../../platform/auth/password-policy';
import type { Captcha } from '../../platform/auth/captcha';
import type { Sessions } from './sessions';
import { signAccessToken } from '../../platform/auth/tokens';
import {
  bumpTokenVersion,
  countAdmins,
  countRegisteredUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  promoteToAdmin,
  toAuthUser,
} from './users.repository';

/** bcrypt work factor (2^10 rounds, the recommended minimum; bcryptjs is pure JS, so higher costs slow every login). */
const BCRYPT_COST = 10;
// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

/** Hash a password for storage (bcrypt, BCRYPT_COST). */
export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/** Why a disabled account's right password does not sign in. */
const DISABLED_MESSAGE = 'This account has been disabled. Ask the owner to enable it again.';

/**
 * Check an email and password and open a session.
 * @returns the user and a 2-hour access token (from `now`) at the user's current token version
 * @throws AppError 401 'Invalid email or password', or the account is disabled
 */
export async function logIn(
  db: Db,
  secret: string,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<{ token: string; user: AuthUser }> {
  const row = await findUserByEmail(db, email);
  const ok = await bcrypt.compare(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !ok) throw new AppError(401, 'Invalid email or password');
  if (row.disabled) throw new AppError(401, DISABLED_MESSAGE);
  const user = toAuthUser(row);
  return { token: signAccessToken({ ...user, tokenVersion: row.tokenVersion }, secret, now), user };
}

/** The signed-in user by id. @throws AppError 404 'User not found' (e.g. deleted since the token was issued) */
export async function currentUser(db: Db, id: string): Promise<AuthUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User');
  return toAuthUser(user);
}

const CAPTCHA_MESSAGES = {
  wrong: ruleMessage('captchaMismatch'),
  expired: 'The captcha has expired. Please type the new code.',
};

/** A registration as validated by `registerSchema`: `captcha` the answer typed, `captchaToken` the challenge's token. */
export interface Registration {
  name: string;
  email: string;
  password: string;
  captcha: string;
  captchaToken: string;
}

/**
 * Register a visitor as a user (role 2), once they have answered a server-issued captcha.
 * @throws AppError 400 `errors.captcha` when the answer is wrong or its token expired, used or missing;
 *   400 `errors.password` when the password policy refuses it; 409 when the email is already registered
 */
export async function registerUser(db: Db, captcha: Captcha, input: Registration): Promise<AuthUser> {
  const verdict = captcha.check(input.captchaToken, input.captcha);
  if (verdict !== 'ok') throw badRequest(CAPTCHA_MESSAGES[verdict], { captcha: CAPTCHA_MESSAGES[verdict] });
  assertPasswordAllowed(input.password);
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const row = await insertUser(db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: ROLE_USER,
  });
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
export async function upsertAdmin(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<{ user: AuthUser; created: boolean }> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) return { user: toAuthUser(await promoteToAdmin(db, existing.id, passwordHash)), created: false };
  return {
    user: toAuthUser(await insertUser(db, { name: input.name, email: input.email, passwordHash, role: ROLE_ADMIN })),
    created: true,
  };
}

/** On start: create the configured admin when the database has none. Returns the admin created, if any. */
/** True for a database without any account yet (a new install, before its first owner). */
export async function hasNoAccounts(db: Db): Promise<boolean> {
  return (await countAdmins(db)) === 0 && (await countRegisteredUsers(db)) === 0;
}

export async function ensureAdmin(
  db: Db,
  admin: { name: string; email: string; password: string } | null,
): Promise<AuthUser | null> {
  if (!admin || (await countAdmins(db)) > 0) return null;
  if (await findUserByEmail(db, admin.email)) return null; // never silently promote an existing account
  return (await upsertAdmin(db, admin)).user;
}
