import { Router, type Request, type Response } from 'express';
import type { RouteContext } from '../../platform/http/route-context';
import type { Site } from './site.module';
import { siteOrigin } from '../../platform/http/site-origin';

/** Site configuration, health and readiness, the connection test and the image-path repair (admin). */
export function siteRouter(site: Site, http: RouteContext): Router {
  const router = Router();

  router.get('/site-config', async (req, res) => {
    const data = await site.config(siteOrigin(http.config, req));
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ success: true, data });
  });

  // True when the request carries an admin's valid session; never refuses (a guest gets the short answer).
  const isAdmin = (req: Request, res: Response) =>
    new Promise<boolean>((resolve) => {
      Promise.resolve(http.requireAdmin(req, res, (err?: unknown) => resolve(!err))).catch(() => resolve(false));
    });

  // Liveness for a load balancer: the process answers HTTP; the database is not asked (docs/api.md).
  router.get('/health', (_req, res) => {
    res.json({ success: true, status: 'ok' });
  });

  // Readiness: the database answers and has every migration this build knows (docs/api.md).
  router.get('/ready', async (_req, res) => {
    let pending: number;
    try {
      pending = await site.pendingMigrations();
    } catch {
      return void res
        .status(503)
        .json({ success: false, status: 'unavailable', reason: 'The database is unreachable' });
    }
    if (pending)
      return void res
        .status(503)
        .json({ success: false, status: 'unavailable', reason: `${pending} database migration(s) not applied` });
    res.json({ success: true, status: 'ready', database: 'up' });
  });

  // The connection test: OK (200) or Failed (503) for anyone; the driver and latency only for an admin.
  router.get('/debug/connection', async (req, res) => {
    const latencyMs = await site.ping();
    const details = (await isAdmin(req, res)) ? { driver: site.driver, latencyMs } : {};
    res.json({ success: true, message: 'Connected to the database', database: 'connected', ...details });
  });

  router.post('/fix-image-paths', http.requireAdmin, async (_req, res) => {
    const fixedCount = await site.fixImagePaths();
    res.json({
      success: true,
      fixedCount,
      message: fixedCount ? `Fixed image paths in ${fixedCount} records` : 'All image paths are already correct',
    });
  });

  return router;
}
