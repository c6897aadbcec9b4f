/** /api/staff in the API reference (docs/api.md#staff-accounts-and-the-audit-trail). */
import {
  passwordResetSchema,
  staffCreateSchema,
  staffMemberSchema,
  staffUpdateSchema,
} from '@pachmarhi/common/schemas/staff';
import { z } from 'zod';
import { idPath, saved, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';

const tag = 'Staff and audit trail';
const NOT_STAFF = 'Unknown id, or the account is not a staff account (role 1 or 3)';

export const staffApi: ApiPaths = {
  '/api/staff': {
    get: operation({
      tag,
      summary: 'Staff accounts',
      auth: 'admin',
      responses: { 200: json(withData(z.array(staffMemberSchema)), 'Owners and front desk, oldest first') },
    }),
    post: operation({
      tag,
      summary: 'Create a staff account',
      auth: 'admin',
      description: 'Role 1 (owner) or 3 (front desk). The password policy of registration applies.',
      body: staffCreateSchema,
      responses: { 201: json(saved(staffMemberSchema), 'Created') },
      errors: { 409: 'An account with this email already exists' },
    }),
  },
  '/api/staff/{id}': {
    patch: operation({
      tag,
      summary: "Change a staff account's role, or disable or enable it",
      auth: 'admin',
      description: 'Disabling ends the sessions at once in every server process; a disabled account cannot sign in.',
      path: idPath('staff account'),
      body: staffUpdateSchema,
      responses: { 200: json(saved(staffMemberSchema), 'Updated') },
      errors: { 404: NOT_STAFF, 409: 'No enabled owner account would remain' },
    }),
  },
  '/api/staff/{id}/password': {
    post: operation({
      tag,
      summary: "Reset a staff account's password",
      auth: 'admin',
      description: 'Its sessions end in every server process.',
      path: idPath('staff account'),
      body: passwordResetSchema,
      responses: { 200: json(saved(staffMemberSchema), 'Password set') },
      errors: { 404: NOT_STAFF },
    }),
  },
};
