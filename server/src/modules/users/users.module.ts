import type { AuthUser } from '@pachmarhi/common/types';
import type { StaffCreate, StaffMember, StaffUpdate } from '@pachmarhi/common/schemas/staff';
import type { AuditTrail } from '../audit/audit.module';
import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { createCaptcha } from '../../platform/auth/captcha';
import { createSessions, type SessionState } from './sessions';
import { countRegisteredUsers } from './users.repository';
import { currentUser, logIn, registerUser, revokeSessions, type Registration } from './users.service';
import { createStaff, listStaff, resetStaffPassword, updateStaff } from './staff.service';

/** Accounts, sign-in, registration and sessions as one component; see `createUsers`. */
export interface Users {
  /**
   * Check an email (any case) and password and open a session.
   * @returns the user and a 2-hour access token at the user's current token version
   * @throws AppError 401 'Invalid email or password'
   */
  logIn(email: string, password: string): Promise<{ token: string; user: AuthUser }>;
  /**
   * A new registration challenge, answerable once within 5 minutes: `image` an SVG data URL,
   * `token` to send back with the answer, `answer` the text shown (never sent to visitors).
   */
  issueCaptcha(): { token: string; image: string; answer: string };
  /**
   * Register a visitor as a user (role 2) once they have answered a challenge from `issueCaptcha`.
   * @throws AppError 400 `errors.captcha` wrong, expired, used or missing captcha; 400 `errors.password`
   *   password refused by the policy; 409 email already registered
   */
  register(input: Registration): Promise<AuthUser>;
  /** The user by id. @throws AppError 404 'User not found' (e.g. deleted since the token was issued) */
  get(id: string): Promise<AuthUser>;
  /**
   * End every session of a user: tokens signed before stop working on their next request, in every
   * server process. @throws AppError 404 'User not found'
   */
  revokeSessions(id: string): Promise<AuthUser>;
  /** How many registered visitors (role 2) there are; staff accounts are not counted. */
  registeredCount(): Promise<number>;
  /**
   * A user's current role and token version (cached for SESSION_CACHE_MS, dropped on every change
   * announced as 'users'); null when the user no longer exists. What the auth guard checks tokens against.
   */
  sessionState(userId: string): Promise<SessionState | null>;
  /** The owner (role 1), front-desk (role 3) and accountant (role 4) accounts, oldest first. */
  listStaff(): Promise<StaffMember[]>;
  /**
   * Create an owner or front-desk account (audited).
   * @throws AppError 400 `errors.password` refused by the policy; 409 email already registered
   */
  createStaff(input: StaffCreate): Promise<StaffMember>;
  /**
   * Change a staff account's role, or disable it (its sessions end at once in every process) or
   * enable it again (audited).
   * @throws AppError 404 not a staff account; 409 when no enabled owner would remain
   */
  updateStaff(id: string, patch: StaffUpdate): Promise<StaffMember>;
  /**
   * A new password for a staff account; its sessions end (audited, without the password).
   * @throws AppError 404 not a staff account; 400 `errors.password` refused by the policy
   */
  resetStaffPassword(id: string, password: string): Promise<StaffMember>;
}

export interface UsersDeps {
  db: Db;
  /** Signs access tokens and registration captchas. */
  jwtSecret: string;
  /** The clock: access-token times, captcha expiry and the session cache. */
  now: () => Date;
  /** The database's change feed: session changes are announced on it as 'users'. */
  changes: ChangeFeed;
  /** Where staff changes are recorded. */
  audit: AuditTrail;
}

/**
 * Create the users component once per app. It keeps the session cache (kept in step with every
 * process through `changes`) and the captcha issuer, whose used challenges live in this process.
 */
export function createUsers({ db, jwtSecret, now, changes, audit }: UsersDeps): Users {
  const sessions = createSessions(db, now, changes);
  const staff = { db, sessions, audit };
  const captcha = createCaptcha(jwtSecret, now);
  return {
    logIn: (email, password) => logIn(db, jwtSecret, email, password, now()),
    issueCaptcha: () => captcha.issue(),
    register: (input) => registerUser(db, captcha, input),
    get: (id) => currentUser(db, id),
    async revokeSessions(id) {
      const user = await revokeSessions(db, sessions, id);
      await audit.record({ action: 'revoke-sessions', entity: 'user', entityId: id });
      return user;
    },
    registeredCount: () => countRegisteredUsers(db),
    sessionState: (userId) => sessions.lookup(userId),
    listStaff: () => listStaff(db),
    createStaff: (input) => createStaff(staff, input),
    updateStaff: (id, patch) => updateStaff(staff, id, patch),
    resetStaffPassword: (id, password) => resetStaffPassword(staff, id, password),
  };
}
