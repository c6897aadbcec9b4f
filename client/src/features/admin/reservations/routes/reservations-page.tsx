import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { formatINR } from '@pachmarhi/common/format';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { totalWithTaxText } from '@pachmarhi/common/money/folio-text';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { PageNav } from '@/features/admin/shared/components/page-nav';
import { Icon } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { apiDownload, ApiRequestError } from '@/lib/api';
import { reservationQueries, reservationSearch, type ReservationFilters as Filters } from '@/lib/queries/reservations';
import { useBookables } from '@/features/admin/shared/api/use-bookables';
import css from '@/features/admin/reservations/components/bookings.module.css';
import { ReservationDialog } from '@/features/admin/reservations/components/reservation-dialog';
import { ReservationFilters } from '@/features/admin/reservations/components/reservation-filters';
import { KIND_LABEL, SOURCE_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { dayLabel } from '@/features/admin/reservations/lib/month';
import { adminText } from '@/i18n';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['kind', 'itemId', 'status', 'from', 'to', 'q', 'conflict'] as const;

type Dialog = { reservation: Reservation } | { create: true } | null;

/**
 * /admin/reservations: every reservation with filters, search and pages — what it costs (the
 * folio's total with its tax, an agreed total beside the quote), what was paid and the balance —
 * opened in the form by its reference or the guest's name; "New reservation"; CSV export of the
 * date range. `?open=<id>` opens that stay (Today's links).
 */
export default function ReservationsPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])),
    page: Number(params.get('page')) || 1,
    limit: PAGE_SIZE,
  };
  const list = useQuery(reservationQueries.list(filters));
  const bookables = useBookables();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A stay asked for by the address (`?open=<id>`, e.g. from Today's balances carried).
  const openId = params.get('open') ?? '';
  const asked = useQuery({ ...reservationQueries.one(openId), enabled: !!openId });
  const open = (r: Reservation) => setDialog({ reservation: r });
  const shown = dialog ?? (openId && asked.data ? { reservation: asked.data } : null);
  const close = () => {
    setDialog(null);
    if (openId) {
      params.delete('open');
      setParams(params);
    }
  };
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
            ? adminText('reservationsPage.count', { count: total })
            : adminText('reservationsPage.everyReservationNewestDates')
        }
        actions={
          <>
            <button
              type="button"
              className={cx(ui.btn, ui.btnSecondary)}
              onClick={() => void exportCsv()}
              disabled={exporting}
            >
              <Icon name="upload" /> {adminText('reservationsPage.exportCsv')}
            </button>
            <button type="button" className={ui.btn} onClick={() => setDialog({ create: true })}>
              <Icon name="plus" /> {adminText('bookingsPage.newReservation')}
            </button>
          </>
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
                <th>{adminText('reservationsPage.paid')}</th>
                <th>{adminText('reservationsPage.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.data.map((r) => (
                <tr key={r._id} data-testid="reservation-row">
                  <td data-label={adminText('cardLabels.ref')}>
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                      onClick={() => open(r)}
                      aria-label={adminText('reservationsPage.openReservation', { reference: r.reference })}
                    >
                      {r.reference}
                    </button>
                  </td>
                  <td data-label={adminText('cardLabels.guest')}>
                    <div className={ui.itemName}>
                      {r.feedId ? (
                        adminText('calendarSyncTimeline.imported', { label: r.guestName, summary: r.notes })
                      ) : r.status === 'blocked' ? (
                        adminText('reservationsPage.blocked')
                      ) : (
                        <button type="button" className={css.linkButton} onClick={() => open(r)}>
                          {r.guestName}
                        </button>
                      )}
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
                  <td data-label={adminText('cardLabels.total')} data-testid="row-total">
                    {r.quote
                      ? // The total with its tax, broken only before "= total" in a narrow column.
                        totalWithTaxText(r.folio, displayLang())
                          .split(' = ')
                          .map((part, i) => (
                            <span key={part} className={ui.nowrap}>
                              {i > 0 && ' = '}
                              {part}{' '}
                            </span>
                          ))
                      : '—'}
                    {r.agreedTotal !== null && r.quote && (
                      <div className={ui.itemMeta} data-testid="agreed-total">
                        {adminText('reservationsPage.agreedBesideQuote', {
                          agreed: formatINR(r.agreedTotal),
                          computed: formatINR(r.quote.total),
                        })}
                      </div>
                    )}
                  </td>
                  <td data-label={adminText('cardLabels.paid')} data-testid="row-paid">
                    {r.quote ? formatPaise(r.folio.paid) : '—'}
                  </td>
                  <td data-label={adminText('cardLabels.balance')} data-testid="row-balance">
                    {r.quote ? formatPaise(r.folio.balance) : '—'}
                    {r.folio.credit > 0 && (
                      <div className={ui.itemMeta}>
                        {adminText('reservationsPage.inCredit', { amount: formatPaise(r.folio.credit) })}
                      </div>
                    )}
                    {r.balanceCarried && r.folio.balance > 0 && (
                      <div className={ui.itemMeta}>{adminText('reservationsPage.carried')}</div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageNav page={page} pages={pages} onPage={(p) => change({ ...filters, page: p })} className={css.pager} />
      {shown && (
        <ReservationDialog
          key={'reservation' in shown ? shown.reservation._id : 'new'}
          reservation={'reservation' in shown ? shown.reservation : undefined}
          items={bookables.items}
          onClose={close}
        />
      )}
    </div>
  );
}
