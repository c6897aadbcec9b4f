import { Router } from 'express';
import { enquiryCreateSchema, enquiryListQuerySchema, enquiryUpdateSchema } from '@pachmarhi/common/enquiry';
import { tripFromEnquirySchema } from '@pachmarhi/common/schemas/trips';
import { todayIST } from '@pachmarhi/common/time';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import { perIpLimit } from '../../platform/http/rate-limit';
import { idParam } from '../../platform/http/http';
import type { Enquiries } from './enquiries.module';

/**
 * Enquiries: public POST (rate-limited per IP, no personal data; a single item or a whole trip), the
 * admin list (`?q=K7Q2`), status change, and the desk's trip made from one (`POST /:id/trip`).
 */
export function enquiriesRouter(enquiries: Enquiries, http: RouteContext): Router {
  const router = Router();
  const sendLimit = perIpLimit(
    http.rateLimits,
    'enquiries',
    http.config.enquiryRateLimit,
    10 * 60_000,
    'Too many enquiries from your connection. Please try again in a few minutes or call us.',
  );

  router.post('/', sendLimit, async (req, res) => {
    const input = validate(enquiryCreateSchema(todayIST(http.now()), http.config.maxAdvanceDays), req.body ?? {});
    const data = await enquiries.record(input);
    res.status(201).json({ success: true, message: 'Enquiry recorded', data });
  });

  router.get('/', http.requireAdmin, async (req, res) => {
    const q = validate(enquiryListQuerySchema, req.query);
    const { data, total } = await enquiries.page(q);
    res.json({ success: true, data, total, page: q.page, limit: q.limit });
  });

  router.patch('/:id', http.requireAdmin, async (req, res) => {
    const patch = validate(enquiryUpdateSchema, req.body ?? {});
    const data = await enquiries.update(idParam(req, 'Enquiry'), patch);
    res.json({ success: true, message: 'Enquiry updated', data });
  });

  router.post('/:id/trip', http.requireDesk, async (req, res) => {
    const id = idParam(req, 'Enquiry');
    const input = validate(tripFromEnquirySchema, req.body ?? {});
    const today = todayIST(http.now());
    const data = await enquiries.toTrip(id, input, { today, maxAdvanceDays: http.config.maxAdvanceDays });
    res.status(201).json({ success: true, message: 'Trip created', data });
  });

  return router;
}
