import { Router } from 'express';
import type { AppContext } from '../context';
import { dashboardStats } from './dashboard.service';

/** GET /api/dashboard/stats (admin). */
export function dashboardRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/stats', ctx.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await dashboardStats(ctx.db, ctx.now()) });
  });
  return router;
}
