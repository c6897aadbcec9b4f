import { Router } from 'express';
import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { availabilityMonthSchema } from '@pachmarhi/common/schemas/reservation-queries';
import { rateInputSchema, rateListQuerySchema } from '@pachmarhi/common/schemas/rates';
import { todayIST } from '@pachmarhi/common/time';
import type { RouteContext } from '../../platform/http/route-context';
import { AppError, validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { Rates } from './rates.module';

const kindParam = z.enum(ITEM_KINDS);

/**
 * Rate periods at /api/rates: the admin's list, create, replace and delete (JSON; rules in
 * common/src/schemas/rates.ts), and the public per-day calendar the date pickers show.
 */
export function ratesRouter(rates: Rates, http: RouteContext): Router {
  const router = Router();

  router.get('/calendar/:kind/:id', async (req, res) => {
    const kind = kindParam.safeParse(req.params.kind);
    if (!kind.success) throw new AppError(404, 'Item not found');
    const id = idParam(req, 'Item');
    const { month } = validate(availabilityMonthSchema(todayIST(http.now())), req.query);
    res.json({ success: true, data: await rates.calendar(kind.data, id, month) });
  });

  router.get('/', http.requireAdmin, async (req, res) => {
    res.json({ success: true, data: await rates.list(validate(rateListQuerySchema, req.query)) });
  });

  router.post('/', http.requireAdmin, async (req, res) => {
    const data = await rates.create(validate(rateInputSchema, req.body ?? {}));
    res.status(201).json({ success: true, message: 'Rate period created', data });
  });

  router.put('/:id', http.requireAdmin, async (req, res) => {
    const id = idParam(req, 'Rate period');
    const data = await rates.update(id, validate(rateInputSchema, req.body ?? {}));
    res.json({ success: true, message: 'Rate period updated', data });
  });

  router.delete('/:id', http.requireAdmin, async (req, res) => {
    await rates.remove(idParam(req, 'Rate period'));
    res.json({ success: true, message: 'Rate period deleted' });
  });

  return router;
}
