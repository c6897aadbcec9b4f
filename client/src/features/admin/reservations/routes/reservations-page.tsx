import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { formatINR } from '@pachmarhi/common/format';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { Icon } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { apiDownload, ApiRequestError } from '@/lib/api';
import { reservationQueries, reservationSearch, type ReservationFilters as Filters } from '@/lib/queries/reservations';
import { useBookables } from '@/features/admin/reservations/api/use-bookables';
import css from '@/features/admin/reservations/components/bookings.module.css';
import { ReservationDialog } from '@/features/admin/reservations/components/reservation-dialog';
import { ReservationFilters } from '@/features/admin/reservations/components/reservation-filters';
import { KIND_LABEL, SOURCE_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { dayLabel } from '@/features/admin/reservations/lib/month';
import { adminText } from '@/i18n';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['kind', 'itemId', 'status', 'from', 'to', 'q', 'conflict'] as const;

/** /admin/reservations: every reservation with filters, search and pages, opened in the form; CSV export of the date range. */
export default function ReservationsPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])),
    page: Number(params.get('page')) || 1,
    limit: PAGE_SIZE,
  };
  const list = useQuery(reservationQueries.list(filters));
  const bookables = useBookables();
  const [open, setOpen] = useState<Reservation | null>(null);
  const [exporting, setExporting] = useState(false);
  const errors = list.error instanceof ApiRequestError ? list.error.errors : {};
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = filters.page ?? 1;

  const change = (next: Filters) =>
    setParams(reservationSearch({ ...next, limit: undefined, page: next.page === 1 ? undefined : next.page }));
  const exportCsv = async () => {
    setExporting(true);
    try {
      await apiDownload(
        `/api/reservations/export.csv${reservationSearch({ from: filters.from, to: filters.to })}`,
        'reservations.csv',
      );
    } catch (e) {
      toast.error(e instanceof ApiRequestError ? e.message : adminText('reservationsPage.exportFailedPleaseTry'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('reservationsPage.reservations')}
        subtitle={
          list.data
            ? `${total} reservation${total === 1 ? '' : 's'}`
            : adminText('reservationsPage.everyReservationNewestDates')
        }
        actions={
          <button type="button" className={ui.btn} onClick={() => void exportCsv()} disabled={exporting}>
            <Icon name="upload" /> {adminText('reservationsPage.exportCsv')}
          </button>
        }
      />
      <ReservationFilters filters={filters} items={bookables.items} errors={errors} onChange={change} />
      {list.isLoading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('reservationsPage.loadingReservations')}</span>
        </div>
      ) : list.isError && Object.keys(errors).length === 0 ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('reservationsPage.failedToLoadReservations')}</h2>
        </div>
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <h2>{adminText('reservationsPage.noReservations')}</h2>
          <p>{adminText('reservationsPage.nothingMatchesTheseFilters')}</p>
        </div>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th>{adminText('reservationsPage.ref')}</th>
                <th>{adminText('reservationsPage.guest')}</th>
                <th>{adminText('reservationsPage.item')}</th>
                <th>{adminText('reservationsPage.dates')}</th>
                <th>{adminText('reservationsPage.guests')}</th>
                <th>{adminText('reservationsPage.status')}</th>
                <th>{adminText('reservationsPage.source')}</th>
                <th>{adminText('reservationsPage.total')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.data.map((r) => (
                <tr key={r._id} data-testid="reservation-row">
                  <td data-label={adminText('cardLabels.ref')}>
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                      onClick={() => setOpen(r)}
                      aria-label={adminText('reservationsPage.openReservation', { reference: r.reference })}
                    >
                      {r.reference}
                    </button>
                  </td>
                  <td data-label={adminText('cardLabels.guest')}>
                    <div className={ui.itemName}>
                      {r.feedId
                        ? adminText('calendarSyncTimeline.imported', { label: r.guestName, summary: r.notes })
                        : r.status === 'blocked'
                          ? adminText('reservationsPage.blocked')
                          : r.guestName}
                    </div>
                    {r.conflict && (
                      <span className={cx(ui.badge, ui.badgeRed)}>
                        {adminText('calendarSyncTimeline.conflictBadge')}
                      </span>
                    )}
                    <div className={ui.itemMeta}>{r.guestPhone}</div>
                  </td>
                  <td data-label={adminText('cardLabels.item')}>
                    {r.itemName ?? adminText('reservationsPage.deleted')}
                    <div className={ui.itemMeta}>{KIND_LABEL[r.kind]}</div>
                  </td>
                  <td data-label={adminText('cardLabels.dates')} className={ui.nowrap}>
                    {dayLabel(r.checkIn)}
                    {r.checkOut ? ` → ${dayLabel(r.checkOut)}` : ''}
                  </td>
                  <td data-label={adminText('cardLabels.guests')}>{r.guests}</td>
                  <td data-label={adminText('cardLabels.status')}>
                    <span className={cx(ui.badge, css[`s_${r.status}`])}>{STATUS_LABEL[r.status]}</span>
                  </td>
                  <td data-label={adminText('cardLabels.source')}>{SOURCE_LABEL[r.source]}</td>
                  <td data-label={adminText('cardLabels.total')}>
                    {r.agreedTotal !== null && r.quote ? (
                      <div data-testid="agreed-total">
                        {adminText('reservationsPage.agreedTotal', { agreed: formatINR(r.agreedTotal) })}
                        <div className={ui.itemMeta}>
                          {adminText('reservationsPage.computedTotal', { computed: formatINR(r.quote.total) })}
                        </div>
                      </div>
                    ) : r.quote ? (
                      formatINR(r.quote.total)
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className={css.pager} aria-label={adminText('reservationsPage.pages')}>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
          disabled={page <= 1}
          onClick={() => change({ ...filters, page: page - 1 })}
        >
          {adminText('reservationsPage.previous')}
        </button>
        <span>
          {adminText('reservationsPage.page')} {page} {adminText('reservationsPage.of')} {pages}
        </span>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
          disabled={page >= pages}
          onClick={() => change({ ...filters, page: page + 1 })}
        >
          {adminText('reservationsPage.next')}
        </button>
      </nav>
      {open && (
        <ReservationDialog key={open._id} reservation={open} items={bookables.items} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
