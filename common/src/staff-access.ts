/**
 * Who may do what in the back office: the one table the server's route guards and the admin
 * screens read (docs/product.md#roles). Two levels:
 * - `owner`: inventory, prices, rates, weekend pricing, gallery, business settings, message
 *   templates, staff accounts and the audit trail, the dashboard — role 1 only;
 * - `desk`: the Today board, reservations (create, edit, check in and out, cancel), the guest
 *   register, recording payments and messages to guests — the owner and the front desk (role 3).
 * Registered visitors (role 2) have neither.
 */
import { ROLE_ADMIN, ROLE_FRONT_DESK } from './constants';

export type StaffAccess = 'owner' | 'desk';

/** The roles each level admits. */
export const ACCESS_ROLES: Record<StaffAccess, readonly number[]> = {
  owner: [ROLE_ADMIN],
  desk: [ROLE_ADMIN, ROLE_FRONT_DESK],
};

/** The roles a staff account may have (`POST /api/staff`). */
export const STAFF_ROLES = [ROLE_ADMIN, ROLE_FRONT_DESK] as const;

/** True when an account of `role` may use what `access` guards. */
export const mayUse = (role: number, access: StaffAccess): boolean => ACCESS_ROLES[access].includes(role);

/** True for a back-office account (owner or front desk). */
export const isStaff = (role: number): boolean => mayUse(role, 'desk');

/** The 403 sentence for a front-desk account on an owner-only route. */
export const OWNER_ONLY_MESSAGE =
  "This needs the owner's account: front-desk accounts cannot change inventory, prices, settings, templates or staff, nor read the audit trail.";
/** The 403 sentence for a signed-in account that is not staff. */
export const STAFF_ONLY_MESSAGE = 'Administrator access required';
