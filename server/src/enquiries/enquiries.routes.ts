import { Router } from 'express';
import { enquiryCreateSchema, enquiryListQuerySchema } from '@pachmarhi/common/enquiry';
import { todayIST } from '@pachmarhi/common/time';
import type { AppContext } from '../context';
import { validate } from '../errors/app-error';
import { perIpLimit } from '../auth/rate-limit';
import type { Inventory } from '../inventory/inventory.component';
import type { Reservations } from '../reservations/reservations.component';
import { enquiriesPage, recordEnquiry } from './enquiries.service';

/** Enquiries: public POST (rate-limited per IP, no personal data) and the admin list (`?q=K7Q2`). */
export function enquiriesRouter(ctx: AppContext, inventory: Inventory, reservations: Reservations): Router {
  const router = Router();
  const deps = { db: ctx.db, inventory, reservations, now: ctx.now };
  const sendLimit = perIpLimit(ctx.rateLimits, 'enquiries', ctx.config.enquiryRateLimit, 10 * 60_000, 'Too many enquiries from your connection. Please try again in a few minutes or call us.');

  router.post('/', sendLimit, async (req, res) => {
    const input = validate(enquiryCreateSchema(todayIST(ctx.now())), req.body ?? {});
    const data = await recordEnquiry(deps, input);
    res.status(201).json({ success: true, message: 'Enquiry recorded', data });
  });

  router.get('/', ctx.requireAdmin, async (req, res) => {
    const q = validate(enquiryListQuerySchema, req.query);
    const { data, total } = await enquiriesPage(deps, q);
    res.json({ success: true, data, total, page: q.page, limit: q.limit });
  });

  return router;
}
