import { Router } from 'express';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { idParam } from '../http';
import type { Inventory } from '../inventory/inventory.component';
import type { Reservations } from '../reservations/reservations.component';
import { availabilityCalendar } from './ical-feed';
import { icalTokens } from './ical-token';

/** Rooms and vehicles have feeds; a tour departure is not a calendar stretch. */
const FEED_KINDS: readonly ItemKind[] = ['room', 'vehicle'];

/**
 * iCal availability feeds: GET /api/ical/:kind/:id.ics?token= (secret URL, 404 for a wrong token)
 * and the admin list of feed URLs, GET /api/ical-links.
 */
export function icalRouter(ctx: AppContext, inventory: Inventory, reservations: Reservations): Router {
  const router = Router();
  const tokens = icalTokens(ctx.jwtSecret);
  const notFound = () => new AppError(404, 'Calendar not found');

  router.get('/ical/:kind/:id.ics', async (req, res) => {
    const kind = FEED_KINDS.find((k) => k === req.params.kind);
    if (!kind) throw notFound();
    const id = idParam(req, 'Calendar');
    if (!tokens.verify(kind, id, req.query.token)) throw notFound();
    const { name, events } = await reservations.feed(kind, id).catch((e: unknown) => {
      throw e instanceof AppError && e.status === 404 ? notFound() : e;
    });
    res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, max-age=300')
      .send(availabilityCalendar(`${ctx.config.site.businessName} – ${name}`, events, ctx.now()));
  });

  router.get('/ical-links', ctx.requireAdmin, async (req, res) => {
    const origin = `${req.protocol}://${req.get('host')}`;
    const lists = await Promise.all(FEED_KINDS.map(async (kind) => (await inventory.bookables(kind)).map((b) => ({
      kind, itemId: b.id, name: b.name, url: `${origin}/api/ical/${kind}/${b.id}.ics?token=${tokens.sign(kind, b.id)}`,
    }))));
    res.json({ success: true, data: lists.flat() });
  });

  return router;
}
