import { Router } from 'express';
import { idParam } from '../../platform/http/http';
import type { RouteContext } from '../../platform/http/route-context';
import { siteOrigin } from '../../platform/http/site-origin';
import type { Ical } from './ical.module';

/**
 * iCal availability feeds: GET /api/ical/:kind/:id.ics?token= (secret URL, 404 for a wrong token),
 * the admin list of feed URLs, GET /api/ical-links, and POST /api/ical-links/:kind/:id/reset (admin:
 * the item's feed gets a new URL, the old one stops working at once).
 */
export function icalRouter(ical: Ical, http: RouteContext): Router {
  const router = Router();

  router.get('/ical/:kind/:id.ics', async (req, res) => {
    const calendar = await ical.calendar(String(req.params.kind), idParam(req, 'Calendar'), req.query.token);
    res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, max-age=300').send(calendar);
  });

  router.get('/ical-links', http.requireAdmin, async (req, res) => {
    const origin = siteOrigin(http.config, req); // SITE_URL; never the request's Host header
    res.json({ success: true, data: await ical.links(origin) });
  });

  router.post('/ical-links/:kind/:id/reset', http.requireAdmin, async (req, res) => {
    const link = await ical.resetLink(String(req.params.kind), idParam(req, 'Calendar'), siteOrigin(http.config, req));
    res.json({ success: true, message: 'Calendar link reset: the old link no longer works', data: link });
  });

  return router;
}
