import { Router } from 'express';
import { businessSettingsInputSchema } from '@pachmarhi/common/schemas/money';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import type { Business } from './business.module';

/** The business and tax settings at /api/business-settings (admins only): read and replace. */
export function businessRouter(business: Business, http: RouteContext): Router {
  const router = Router();
  router.use(http.requireAdmin);
  router.get('/', async (_req, res) => {
    res.json({ success: true, data: await business.get() });
  });
  router.put('/', async (req, res) => {
    const data = await business.update(validate(businessSettingsInputSchema, req.body ?? {}));
    res.json({ success: true, message: 'Business settings saved', data });
  });
  return router;
}
