import { Router } from 'express';
import type { RouteContext } from '../../platform/http/route-context';
import type { Dashboard } from './dashboard.module';

/** GET /api/dashboard/stats (admin). */
export function dashboardRouter(dashboard: Dashboard, http: RouteContext): Router {
  const router = Router();
  router.get('/stats', http.requireAdmin, async (_req, res) => {
    res.json({ success: true, data: await dashboard.stats() });
  });
  return router;
}
