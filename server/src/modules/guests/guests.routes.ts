import { Router, type Request } from 'express';
import { formIiiPatchSchema, guestInputSchema, guestRegisterQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { Guests } from './guests.module';

const ids = (req: Request) => [idParam(req, 'Reservation'), idParam(req, 'Guest', 'guestId')] as const;

/**
 * The guest register (owner and front desk): a reservation's guests at
 * /api/reservations/:id/guests, the Form III due list at /api/form-iii/due and the register as CSV
 * at /api/guest-register.csv. Bodies are JSON; rules in common/src/schemas/front-desk.ts.
 */
export function guestsRouter(guests: Guests, http: RouteContext): Router {
  const router = Router();

  router.get('/reservations/:id/guests', http.requireDesk, async (req, res) => {
    res.json({ success: true, data: await guests.list(idParam(req, 'Reservation')) });
  });

  router.post('/reservations/:id/guests', http.requireDesk, async (req, res) => {
    const id = idParam(req, 'Reservation');
    const data = await guests.add(id, validate(guestInputSchema, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Guest added to the register', data });
  });

  router.put('/reservations/:id/guests/:guestId', http.requireDesk, async (req, res) => {
    const [id, guestId] = ids(req);
    const data = await guests.replace(id, guestId, validate(guestInputSchema, req.body ?? {}));
    res.json({ success: true, message: 'Guest updated', data });
  });

  router.patch('/reservations/:id/guests/:guestId', http.requireDesk, async (req, res) => {
    const [id, guestId] = ids(req);
    const data = await guests.markFormIii(id, guestId, validate(formIiiPatchSchema, req.body ?? {}));
    res.json({ success: true, message: 'Form III updated', data });
  });

  router.delete('/reservations/:id/guests/:guestId', http.requireDesk, async (req, res) => {
    const [id, guestId] = ids(req);
    await guests.remove(id, guestId);
    res.json({ success: true, message: 'Guest removed from the register' });
  });

  router.get('/form-iii/due', http.requireDesk, async (_req, res) => {
    res.json({ success: true, data: await guests.formIiiDue() });
  });

  router.get('/guest-register.csv', http.requireDesk, async (req, res) => {
    const { from, to } = validate(guestRegisterQuerySchema, req.query);
    const name = `guest-register${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
    res
      .attachment(name)
      .type('text/csv; charset=utf-8')
      .send(await guests.registerCsv({ from, to }));
  });

  return router;
}
