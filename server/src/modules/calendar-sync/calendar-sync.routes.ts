import { Router } from 'express';
import { calendarFeedInputSchema, calendarFeedListQuerySchema } from '@pachmarhi/common/schemas/calendar-feeds';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { RouteContext } from '../../platform/http/route-context';
import type { CalendarSync } from './calendar-sync.module';

/**
 * Import feeds at /api/calendar-feeds (admin): list, add (synced at once), delete (its blocks
 * released) and "Sync now". Rules of the body in common/src/schemas/calendar-feeds.ts.
 */
export function calendarSyncRouter(calendarSync: CalendarSync, http: RouteContext): Router {
  const router = Router();
  router.use(http.requireAdmin);

  router.get('/', async (req, res) => {
    res.json({ success: true, data: await calendarSync.list(validate(calendarFeedListQuerySchema, req.query)) });
  });

  router.post('/', async (req, res) => {
    const data = await calendarSync.create(validate(calendarFeedInputSchema, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Calendar feed added', data });
  });

  router.delete('/:id', async (req, res) => {
    await calendarSync.remove(idParam(req, 'Calendar feed'));
    res.json({ success: true, message: 'Calendar feed removed; its blocks are released' });
  });

  router.post('/:id/sync', async (req, res) => {
    res.json({ success: true, data: await calendarSync.sync(idParam(req, 'Calendar feed')) });
  });

  return router;
}
