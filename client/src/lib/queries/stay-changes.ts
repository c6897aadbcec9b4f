import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { enquiryQueries } from '@/lib/queries/enquiries';
import { frontDeskQueries } from '@/lib/queries/front-desk';
import { housekeepingQueries } from '@/lib/queries/housekeeping';
import { moneyQueries, TRIPS_KEY } from '@/lib/queries/money';
import { reservationQueries } from '@/lib/queries/reservations';
import { staffQueries } from '@/lib/queries/staff';

/**
 * What every reservation change (save, cancel, check in or out, shorten, delete) refreshes: the
 * calendar, the list and an open stay, the dashboard's figures, the enquiries (one made from an
 * enquiry books it), the front desk's reads (the Today board, the Form III reports due, the
 * registers), the money side (a stay's ledger and folio: a new agreed total, a shortened stay or a
 * cancel changes its figures), the trips (a line's move is its trip's), housekeeping (a check-out makes rooms dirty, a block takes a unit) and the audit trail (a reservation's history, Activity).
 * @returns a function that invalidates them all (resolves once the screens shown have read again)
 */
export function useInvalidateStays(): () => Promise<unknown> {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      ...[
        reservationQueries.all,
        DASHBOARD_KEY,
        frontDeskQueries.all,
        moneyQueries.all,
        enquiryQueries.all,
        TRIPS_KEY,
        housekeepingQueries.all,
      ].map((queryKey) => qc.invalidateQueries({ queryKey })),
      // A history still on its first load (a check-in tapped at once) would otherwise keep that answer:
      // TanStack Query re-fetches an invalidated query only once it has data, so the load is cancelled first.
      qc
        .cancelQueries({ queryKey: [...staffQueries.all, 'audit'] })
        .then(() => qc.invalidateQueries({ queryKey: [...staffQueries.all, 'audit'] })),
    ]);
}
