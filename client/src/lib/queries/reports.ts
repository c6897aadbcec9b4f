import type { MonthlyReport } from '@pachmarhi/common/schemas/reports';
import { api } from '@/lib/api';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';

/**
 * The owner's reports (docs/api.md#money): the monthly figures under the dashboard's key, so what
 * moves the dashboard's numbers (a payment, a reservation) moves them too, and the CSV paths.
 */
export const reportQueries = {
  /** 🔒 `GET /api/reports/monthly`: 12 IST months to this one, occupancy and money received (paise). */
  monthly: () => ({
    queryKey: [...DASHBOARD_KEY, 'monthly'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) =>
      (await api<{ data: MonthlyReport }>('/api/reports/monthly', { signal, auth: true })).data,
    staleTime: 0,
    retry: false,
  }),
};

/** 🔒 `GET /api/reports/gst.csv?month=YYYY-MM`: the GST report of an IST month. */
export const gstCsvPath = (month: string) => `/api/reports/gst.csv?${new URLSearchParams({ month })}`;

/** 🔒 `GET /api/reports/payments.csv?from=&to=`: payments received between two IST dates, both included. */
export const paymentsCsvPath = (from: string, to: string) =>
  `/api/reports/payments.csv?${new URLSearchParams({ from, to })}`;

/** 🔒📒 `GET /api/exports/tally.xml?from=&to=`: the books of the IST dates as Tally Prime's XML import (docs/tally.md). */
export const tallyXmlPath = (from: string, to: string) => `/api/exports/tally.xml?${new URLSearchParams({ from, to })}`;
