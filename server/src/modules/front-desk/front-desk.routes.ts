import { Router } from 'express';
import { frontDeskQuerySchema } from '@pachmarhi/common/schemas/front-desk';
import { todayIST } from '@pachmarhi/common/time';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import type { FrontDesk } from './front-desk.module';

/** The Today board at /api/front-desk?date= (owner and front desk; date default today, IST). */
export function frontDeskRouter(frontDesk: FrontDesk, http: RouteContext): Router {
  const router = Router();
  router.get('/', http.requireDesk, async (req, res) => {
    const { date } = validate(frontDeskQuerySchema, req.query);
    res.json({ success: true, data: await frontDesk.board(date ?? todayIST(http.now())) });
  });
  return router;
}
