import { Router } from 'express';
import { passwordResetSchema, staffCreateSchema, staffUpdateSchema } from '@pachmarhi/common/schemas/staff';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { Users } from './users.module';

/** The owner's staff accounts at /api/staff: list, create, change role or disable, reset a password. */
export function staffRouter(users: Users, http: RouteContext): Router {
  const router = Router();
  router.use(http.requireAdmin);

  router.get('/', async (_req, res) => {
    res.json({ success: true, data: await users.listStaff() });
  });

  router.post('/', async (req, res) => {
    const data = await users.createStaff(validate(staffCreateSchema, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Staff account created', data });
  });

  router.patch('/:id', async (req, res) => {
    const id = idParam(req, 'Staff member');
    const data = await users.updateStaff(id, validate(staffUpdateSchema, req.body ?? {}));
    res.json({ success: true, message: 'Staff account updated', data });
  });

  router.post('/:id/password', async (req, res) => {
    const id = idParam(req, 'Staff member');
    const data = await users.resetStaffPassword(id, validate(passwordResetSchema, req.body ?? {}).password);
    res.json({ success: true, message: `New password set for ${data.name}; their sessions have ended`, data });
  });

  return router;
}
