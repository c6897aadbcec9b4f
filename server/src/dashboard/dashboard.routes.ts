import { Router } from 'express';
import type { AppContext } from '../context';
import type { Inventory } from '../inventory/inventory.component';
import type { Reservations } from '../reservations/reservations.component';
import { dashboardStats } from './dashboard.service';

/** GET /api/dashboard/stats (admin). */
export function dashboardRouter(ctx: AppContext, inventory: Inventory, reservations: Reservations): Router {
  const router = Router();
  router.get('/stats', ctx.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await dashboardStats(ctx.db, inventory, reservations, ctx.now()) });
  });
  return router;
}
