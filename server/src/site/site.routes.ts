import { Router } from 'express';
import type { AppContext } from '../context';
import { databaseUnavailable } from '../errors/app-error';
import type { Inventory } from '../inventory/inventory.component';
import { fixImagePaths } from './image-paths';
import { siteOrigin } from './site-origin';

/** Site configuration, health and readiness, the connection test and the image-path repair (admin). */
export function siteRouter(ctx: AppContext, inventory: Inventory): Router {
  const router = Router();

  router.get('/site-config', (req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ success: true, data: { ...ctx.config.site, siteUrl: siteOrigin(ctx.config, req) } });
  });

  const ping = async () => {
    const started = performance.now();
    try {
      await ctx.database.ping();
    } catch (e) {
      throw databaseUnavailable(e); // logged once per outage by the error handler
    }
    return Math.round((performance.now() - started) * 100) / 100;
  };

  // Liveness for a load balancer: the process answers HTTP; the database is not asked (docs/api.md).
  router.get('/health', (_req, res) => {
    res.json({ success: true, status: 'ok' });
  });

  // Readiness: the database answers and has every migration this build knows (docs/api.md).
  router.get('/ready', async (_req, res) => {
    let pending: number;
    try {
      pending = await ctx.database.pendingMigrations();
    } catch {
      return void res.status(503).json({ success: false, status: 'unavailable', reason: 'The database is unreachable' });
    }
    if (pending) return void res.status(503).json({ success: false, status: 'unavailable', reason: `${pending} database migration(s) not applied` });
    res.json({ success: true, status: 'ready', database: 'up' });
  });

  router.get('/debug/connection', async (_req, res) => {
    const latencyMs = await ping();
    res.json({ success: true, message: 'Connected to the database', database: 'connected', driver: ctx.database.driver, latencyMs });
  });

  router.post('/fix-image-paths', ctx.requireAdmin, async (_req, res) => {
    const fixedCount = await fixImagePaths(ctx.db, inventory);
    res.json({ success: true, fixedCount, message: fixedCount ? `Fixed image paths in ${fixedCount} records` : 'All image paths are already correct' });
  });

  return router;
}
