/**
 * Staff accounts (docs/api.md#staff-accounts-and-the-audit-trail): the owner creates owner (role 1),
 * front-desk (role 3) and accountant (role 4) accounts, changes their role, disables them and resets their password.
 * Who may do what: ../staff-access.ts.
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { STAFF_ROLES } from '../staff-access';
import { email, passwordSchema } from './auth';
import { requiredText } from './fields';

const role = z
  .number({ error: ruleMessage('chooseStaffRole') })
  .refine((v) => (STAFF_ROLES as readonly number[]).includes(v), ruleMessage('chooseStaffRole'));

/** Body of `POST /api/staff`. */
export const staffCreateSchema = z.object({
  name: requiredText('name', 100),
  email: email(),
  password: passwordSchema,
  role,
});

/** Body of `PATCH /api/staff/:id`: a new role, disabled or enabled again (at least one of them). */
export const staffUpdateSchema = z
  .object({
    role: role.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, ruleMessage('invalidInput'));

/** Body of `POST /api/staff/:id/password`: the new password (the policy's rules; the server adds the strength check). */
export const passwordResetSchema = z.object({ password: passwordSchema });

export type StaffCreate = z.output<typeof staffCreateSchema>;
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** A staff account as the staff list shows it. */
export const staffMemberSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.int().min(1).max(4),
    disabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.output<typeof staffMemberSchema>;
