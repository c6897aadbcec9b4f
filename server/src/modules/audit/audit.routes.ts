import { Router } from 'express';
import { auditQuerySchema } from '@pachmarhi/common/schemas/audit';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import type { AuditTrail } from './audit.module';

/** The owner's audit trail at /api/audit: filters by entity, entity id, user and IST dates; 50 a page. */
export function auditRouter(audit: AuditTrail, http: RouteContext): Router {
  const router = Router();
  router.get('/', http.requireAdmin, async (req, res) => {
    const { data, total } = await audit.list(validate(auditQuerySchema, req.query));
    res.json({ success: true, data, total });
  });
  return router;
}
