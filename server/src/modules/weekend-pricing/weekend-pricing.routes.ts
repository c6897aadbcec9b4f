import { Router } from 'express';
import { activateWeekendSchema, weekendPercentageSchema } from '@pachmarhi/common/schemas/weekend-pricing';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import type { WeekendPricing } from './weekend-pricing.module';

/** Weekend surcharge: public status; admin history, activate, deactivate and percentage. */
export function weekendPricingRouter(pricing: WeekendPricing, http: RouteContext): Router {
  const router = Router();

  router.get('/status', async (_req, res) => {
    res.json({ success: true, data: await pricing.status() });
  });

  router.get('/history', http.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await pricing.history() });
  });

  router.post('/activate', http.requireAdmin, async (req, res) => {
    const { percentageIncrease, description } = validate(activateWeekendSchema, req.body ?? {});
    const data = await pricing.activate(percentageIncrease, description);
    res.json({ success: true, message: `Weekend pricing activated at ${percentageIncrease}%`, data });
  });

  router.post('/deactivate', http.requireAdmin, async (_req, res) => {
    const data = await pricing.deactivate();
    res.json({ success: true, message: 'Weekend pricing deactivated', data });
  });

  router.put('/percentage', http.requireAdmin, async (req, res) => {
    const { percentageIncrease } = validate(weekendPercentageSchema, req.body ?? {});
    const data = await pricing.setPercentage(percentageIncrease);
    res.json({ success: true, message: `Weekend pricing percentage set to ${percentageIncrease}%`, data });
  });

  return router;
}
