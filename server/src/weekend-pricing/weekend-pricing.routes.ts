import { Router } from 'express';
import { activateWeekendSchema, weekendPercentageSchema } from '@pachmarhi/common/schemas/weekend-pricing';
import type { AppContext } from '../context';
import { validate } from '../errors/app-error';
import {
  activateWeekendPricing, deactivateWeekendPricing, getWeekendStatus, listWeekendHistory, setWeekendPercentage,
} from './weekend-pricing.service';

/**
 * Weekend surcharge: public status; admin history, activate, deactivate and percentage.
 * @param onChange called after every change (cached quotes depend on the surcharge)
 */
export function weekendPricingRouter(ctx: AppContext, onChange: () => void): Router {
  const router = Router();

  router.get('/status', async (_req, res) => {
    res.json({ success: true, data: await getWeekendStatus(ctx.db) });
  });

  router.get('/history', ctx.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await listWeekendHistory(ctx.db) });
  });

  router.post('/activate', ctx.requireAdmin, async (req, res) => {
    const { percentageIncrease, description } = validate(activateWeekendSchema, req.body ?? {});
    const data = await activateWeekendPricing(ctx.db, percentageIncrease, description, ctx.now());
    onChange();
    res.json({ success: true, message: `Weekend pricing activated at ${percentageIncrease}%`, data });
  });

  router.post('/deactivate', ctx.requireAdmin, async (_req, res) => {
    const data = await deactivateWeekendPricing(ctx.db, ctx.now());
    onChange();
    res.json({ success: true, message: 'Weekend pricing deactivated', data });
  });

  router.put('/percentage', ctx.requireAdmin, async (req, res) => {
    const { percentageIncrease } = validate(weekendPercentageSchema, req.body ?? {});
    const data = await setWeekendPercentage(ctx.db, percentageIncrease, ctx.now());
    onChange();
    res.json({ success: true, message: `Weekend pricing percentage set to ${percentageIncrease}%`, data });
  });

  return router;
}
