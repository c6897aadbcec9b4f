import { Router } from 'express';
import {
  dashboardChartsQuerySchema,
  gstReportQuerySchema,
  paymentsReportQuerySchema,
} from '@pachmarhi/common/schemas/money';
import type { RouteContext } from '../../platform/http/route-context';
import { validate } from '../../platform/errors/app-error';
import type { Reports } from './reports.module';

/** The owner's CSV reports and the dashboard charts' figures at /api/reports (admins only). */
export function reportsRouter(reports: Reports, http: RouteContext): Router {
  const router = Router();
  router.use(http.requireAdmin);
  router.get('/gst.csv', async (req, res) => {
    const { month } = validate(gstReportQuerySchema, req.query);
    res
      .attachment(`gst-${month}.csv`)
      .type('text/csv; charset=utf-8')
      .send(await reports.gstCsv(month));
  });
  router.get('/payments.csv', async (req, res) => {
    const { from, to } = validate(paymentsReportQuerySchema, req.query);
    res
      .attachment(`payments-${from}-to-${to}.csv`)
      .type('text/csv; charset=utf-8')
      .send(await reports.paymentsCsv(from, to));
  });
  router.get('/dashboard-charts', async (req, res) => {
    const { to } = validate(dashboardChartsQuerySchema, req.query);
    res.json({ success: true, data: await reports.dashboardCharts(to) });
  });
  return router;
}
