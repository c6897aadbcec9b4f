import { Router } from 'express';
import { reservationCreateSchema, reservationUpdateSchema } from '@pachmarhi/common/schemas/reservation';
import { reservationListQuerySchema } from '@pachmarhi/common/schemas/reservation-queries';
import { todayIST } from '@pachmarhi/common/time';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { authClaims } from '../../platform/auth/require-auth';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import { reservationsCsv } from './reservations-csv';
import type { Reservations } from './reservations.module';

/**
 * Reservations at /api/reservations (owner and front desk): list (filters, search, pages), CSV export, get, create,
 * update (any field, re-checked; the stay statuses' moves of common/src/stay-status.ts), delete (the owner only). Bodies are JSON; rules in common/src/schemas/reservation.ts.
 */
export function reservationsRouter(reservations: Reservations, http: RouteContext): Router {
  const router = Router();
  router.use(http.requireDesk);

  router.get('/', async (req, res) => {
    const { data, total } = await reservations.list(validate(reservationListQuerySchema, req.query));
    res.json({ success: true, data, total });
  });

  router.get('/export.csv', async (req, res) => {
    const { from, to } = validate(reservationListQuerySchema, { from: req.query.from, to: req.query.to });
    const name = `reservations${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
    res
      .attachment(name)
      .type('text/csv; charset=utf-8')
      .send(reservationsCsv(await reservations.exportRows({ from, to })));
  });

  router.get('/:id', async (req, res) => {
    res.json({ success: true, data: await reservations.get(idParam(req, 'Reservation')) });
  });

  router.post('/', async (req, res) => {
    // The owner may enter a walk-in who arrived last night with yesterday's date (audited as back-dated).
    const today = todayIST(http.now());
    const earliest = authClaims(req).role === ROLE_ADMIN ? addDays(today, -1) : today;
    const input = validate(reservationCreateSchema(earliest, http.config.maxAdvanceDays, today), req.body ?? {});
    res.status(201).json({ success: true, message: 'Reservation created', data: await reservations.create(input) });
  });

  router.put('/:id', async (req, res) => {
    const id = idParam(req, 'Reservation');
    const current = await reservations.get(id);
    const patch = validate(
      reservationUpdateSchema(current.kind, { today: todayIST(http.now()), days: http.config.maxAdvanceDays }),
      req.body ?? {},
    );
    res.json({ success: true, message: 'Reservation updated', data: await reservations.update(id, patch) });
  });

  router.delete('/:id', http.requireAdmin, async (req, res) => {
    await reservations.remove(idParam(req, 'Reservation'));
    res.json({ success: true, message: 'Reservation deleted' });
  });

  return router;
}
