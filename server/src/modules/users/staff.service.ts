import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { isStaff } from '@pachmarhi/common/staff-access';
import type { StaffCreate, StaffMember, StaffUpdate } from '@pachmarhi/common/schemas/staff';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors/app-error';
import { assertPasswordAllowed } from '../../platform/auth/password-policy';
import type { AuditTrail } from '../audit/audit.module';
import type { Sessions } from './sessions';
import { hashPassword } from './users.service';
import {
  countOtherActiveOwners,
  findUserByEmail,
  findUserById,
  insertUser,
  listStaffRows,
  updateUserRow,
  type UserRow,
} from './users.repository';

export interface StaffDeps {
  db: Db;
  sessions: Sessions;
  audit: AuditTrail;
}

const toStaff = (u: UserRow): StaffMember => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  disabled: u.disabled,
  createdAt: u.createdAt.toISOString(),
});
/** What the audit trail keeps of an account (never its password hash or token version). */
const audited = (u: StaffMember) => ({ name: u.name, email: u.email, role: u.role, disabled: u.disabled });

/** The owner and front-desk accounts, oldest first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map(toStaff);
}

/**
 * Create an owner or front-desk account.
 * @throws AppError 400 `errors.password` refused by the policy; 409 email already registered
 */
export async function createStaff({ db, audit }: StaffDeps, input: StaffCreate): Promise<StaffMember> {
  assertPasswordAllowed(input.password);
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const row = toStaff(
    await insertUser(db, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role,
    }),
  );
  await audit.record({ action: 'create', entity: 'staff', entityId: row._id, after: audited(row) });
  return row;
}

/** @throws AppError 404 when `id` is not a staff account */
async function staffRow(db: Db, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row || !isStaff(row.role)) throw notFound('Staff member');
  return row;
}

/**
 * Change a staff account's role or disable (enable) it. Disabling ends its sessions at once in
 * every server process (token version + 1, announced on the change feed); a role change is read
 * by every guard within the session cache's 5 s.
 * @throws AppError 404 unknown or not staff; 409 when no enabled owner would remain
 */
export async function updateStaff(
  { db, sessions, audit }: StaffDeps,
  id: string,
  patch: StaffUpdate,
): Promise<StaffMember> {
  const cur = await staffRow(db, id);
  const role = patch.role ?? cur.role;
  const disabled = patch.disabled ?? cur.disabled;
  if ((role !== ROLE_ADMIN || disabled) && cur.role === ROLE_ADMIN && !cur.disabled)
    if ((await countOtherActiveOwners(db, id)) === 0)
      throw conflict('At least one enabled owner account must remain: make another account an owner first.');
  const row = await updateUserRow(db, id, { role, disabled }, disabled && !cur.disabled);
  if (!row) throw notFound('Staff member');
  sessions.invalidate(id);
  const after = toStaff(row);
  await audit.record({
    action: 'update',
    entity: 'staff',
    entityId: id,
    before: audited(toStaff(cur)),
    after: audited(after),
  });
  return after;
}

/**
 * Set a new password for a staff account and end its sessions (every process).
 * @throws AppError 404 unknown or not staff; 400 `errors.password` refused by the policy
 */
export async function resetStaffPassword(
  { db, sessions, audit }: StaffDeps,
  id: string,
  password: string,
): Promise<StaffMember> {
  await staffRow(db, id);
  assertPasswordAllowed(password);
  const row = await updateUserRow(db, id, { passwordHash: await hashPassword(password) }, true);
  if (!row) throw notFound('Staff member');
  sessions.invalidate(id);
  await audit.record({ action: 'password-reset', entity: 'staff', entityId: id });
  return toStaff(row);
}
