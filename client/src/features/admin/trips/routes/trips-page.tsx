import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { tripPath } from '@/features/admin/admin-screens';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { PageNav } from '@/features/admin/shared/components/page-nav';
import { Icon } from '@/features/admin/shared/components/icons';
import { NewTripDialog } from '@/features/admin/trips/components/new-trip-dialog';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { reservationSearch } from '@/lib/queries/reservations';
import css from '@/features/admin/trips/components/trip.module.css';
import { tripQueries, type TripFilters } from '@/lib/queries/trip-desk';
import { ApiRequestError } from '@/lib/api';
import { adminText } from '@/i18n';
import { tripDates, tripItems, statusBadge } from '@/features/admin/trips/lib/trip-text';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['q', 'from', 'to'] as const;

/**
 * /admin/trips: every trip (a guest's whole order), newest first, searched by a reference, the
 * guest's name or phone digits and a date range, each row its reference, guest, what it holds,
 * dates, status, total and balance, opening the trip screen; "New trip" starts one. The filters
 * live in the address.
 */
export default function TripsPage() {
  const [params, setParams] = useSearchParams();
  const filters: TripFilters = {
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])),
    page: Number(params.get('page')) || 1,
    limit: PAGE_SIZE,
  };
  const list = useQuery(tripQueries.list(filters));
  const { page = 1 } = filters;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  // A bad filter (a date range ending before it starts) answers 400 with the field's error.
  const errors = list.error instanceof ApiRequestError ? list.error.errors : {};
  const change = ({ limit: _, ...next }: TripFilters) =>
    setParams(reservationSearch({ ...next, page: next.page === 1 ? undefined : next.page }));
  const set = (key: (typeof FILTER_KEYS)[number]) => (v: string) => change({ ...filters, [key]: v, page: 1 });
  const trips = list.data?.data ?? [];
  const [creating, setCreating] = useState(false);

  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('trips.title')}
        subtitle={list.data ? adminText('trips.count', { count: list.data?.total ?? 0 }) : adminText('trips.subtitle')}
        actions={
          <button type="button" className={ui.btn} onClick={() => setCreating(true)}>
            <Icon name="plus" /> {adminText('trips.newTrip')}
          </button>
        }
      />
      {creating && <NewTripDialog onClose={() => setCreating(false)} />}
      <div className={ui.toolbar} role="search" aria-label={adminText('trips.searchTrips')}>
        <TextField
          label={adminText('trips.search')}
          type="search"
          className={ui.searchField}
          placeholder={adminText('trips.searchHint')}
          value={filters.q ?? ''}
          onChange={set('q')}
          error={errors.q}
        />
        <TextField
          label={adminText('trips.from')}
          type="date"
          value={filters.from ?? ''}
          onChange={set('from')}
          error={errors.from}
        />
        <TextField
          label={adminText('trips.to')}
          type="date"
          value={filters.to ?? ''}
          onChange={set('to')}
          error={errors.to}
        />
      </div>
      {list.isLoading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('trips.loading')}</span>
        </div>
      ) : list.isError && Object.keys(errors).length === 0 ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('trips.failedToLoad')}</h2>
          <p>{list.error.message}</p>
          <button type="button" className={ui.btn} onClick={() => void list.refetch()}>
            {adminText('trips.tryAgain')}
          </button>
        </div>
      ) : trips.length === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <h2>{adminText('trips.none')}</h2>
          <p>{adminText('trips.noneHint')}</p>
        </div>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th>{adminText('trips.reference')}</th>
                <th>{adminText('trips.guest')}</th>
                <th>{adminText('trips.holds')}</th>
                <th>{adminText('trips.dates')}</th>
                <th>{adminText('trips.status')}</th>
                <th>{adminText('trips.amountDue')}</th>
                <th>{adminText('trips.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {trips.map((t) => (
                <tr key={t._id} data-testid="trip-row">
                  <td data-label={adminText('trips.reference')}>
                    <Link
                      to={tripPath(t._id)}
                      className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                      aria-label={adminText('trips.openTrip', { reference: t.reference })}
                    >
                      #{t.reference}
                    </Link>
                  </td>
                  <td data-label={adminText('trips.guest')}>
                    <div>
                      <div className={ui.itemName}>{t.guest.name}</div>
                      <div className={ui.itemMeta}>{t.guest.phone}</div>
                    </div>
                  </td>
                  <td data-label={adminText('trips.holds')}>{tripItems(t)}</td>
                  <td data-label={adminText('trips.dates')} className={ui.nowrap}>
                    {tripDates(t)}
                  </td>
                  <td data-label={adminText('trips.status')}>
                    <span className={cx(ui.badge, statusBadge(t.status))}>{STATUS_LABEL[t.status]}</span>
                  </td>
                  <td data-label={adminText('trips.amountDue')}>{formatPaise(t.amountDue)}</td>
                  <td data-label={adminText('trips.balance')} data-testid="trip-row-balance">
                    {formatPaise(t.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <PageNav page={page} pages={pages} onPage={(p) => change({ ...filters, page: p })} className={css.pager} />
      )}
    </div>
  );
}
