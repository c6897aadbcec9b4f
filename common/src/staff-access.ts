/**
 * Who may do what in the back office: the one table the server's route guards and the admin
 * screens read (docs/product.md#roles). Three levels:
 * - `owner`: inventory, prices, rates, weekend pricing, gallery, business settings, message
 *   templates, staff accounts and the audit trail, the dashboard, invoices — role 1 only;
 * - `desk`: the Today board, reservations and trips (create, edit, check in and out, cancel), the guest
 *   register, recording payments and messages to guests — the owner and the front desk (role 3);
 * - `money`: reading the money reports and the exports (GST and payments CSV, the monthly figures,
 *   the Tally file) — the owner and the accountant (role 4). Those reads carry no personal data
 *   beyond the guest names an invoice carries; the accountant writes nothing and never sees the
 *   guest register (docs/decisions/029-tally-export.md).
 * Registered visitors (role 2) have none.
 */
import { ROLE_ACCOUNTANT, ROLE_ADMIN, ROLE_FRONT_DESK } from './constants';

export type StaffAccess = 'owner' | 'desk' | 'money';

/** The roles each level admits. */
export const ACCESS_ROLES: Record<StaffAccess, readonly number[]> = {
  owner: [ROLE_ADMIN],
  desk: [ROLE_ADMIN, ROLE_FRONT_DESK],
  money: [ROLE_ADMIN, ROLE_ACCOUNTANT],
};

/** The roles a staff account may have (`POST /api/staff`). */
export const STAFF_ROLES = [ROLE_ADMIN, ROLE_FRONT_DESK, ROLE_ACCOUNTANT] as const;

/** True when an account of `role` may use what `access` guards. */
export const mayUse = (role: number, access: StaffAccess): boolean => ACCESS_ROLES[access].includes(role);

/** True for a back-office account (owner, front desk or accountant). */
export const isStaff = (role: number): boolean => (STAFF_ROLES as readonly number[]).includes(role);

/** The 403 sentence for a front-desk account on an owner-only route. */
export const OWNER_ONLY_MESSAGE =
  "This needs the owner's account: front-desk accounts cannot change inventory, prices, settings, templates or staff, nor read the audit trail.";
/** The 403 sentence for an accountant's account on any route but the money reads. */
export const ACCOUNTANT_MESSAGE =
  "The accountant's account reads the money reports and exports only: it cannot change anything nor open reservations or the guest register.";
/** The 403 sentence for a signed-in account that is not staff. */
export const STAFF_ONLY_MESSAGE = 'Administrator access required';
