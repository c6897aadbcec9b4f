import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { RESERVATION_STATUSES } from '@pachmarhi/common/schemas/reservation';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import ui from '@/features/admin/shared/ui.module.css';
import type { ReservationFilters as Filters } from '@/lib/queries/reservations';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { KIND_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import { adminText } from '@/i18n';

interface FiltersProps {
  filters: Filters;
  items: Bookable[];
  errors: Record<string, string>;
  /** A filter changed: the list goes back to page 1. */
  onChange: (next: Filters) => void;
}

/** Kind, item, status, date range and search of the reservations list. */
export function ReservationFilters({ filters, items, errors, onChange }: FiltersProps) {
  const set = (key: keyof Filters) => (v: string) =>
    onChange({ ...filters, [key]: v, ...(key === 'kind' ? { itemId: '' } : {}), page: 1 });
  const shownItems = items.filter((i) => !filters.kind || i.kind === filters.kind);
  return (
    <div className={ui.toolbar} role="search" aria-label={adminText('reservationFilters.filterReservations')}>
      <TextField
        label={adminText('reservationFilters.search')}
        type="search"
        className={ui.searchField}
        placeholder={adminText('reservationFilters.guestNamePhoneOr')}
        value={filters.q ?? ''}
        onChange={set('q')}
        error={errors.q}
      />
      <SelectField
        label={adminText('reservationFilters.kind')}
        value={filters.kind ?? ''}
        onChange={set('kind')}
        options={[
          { value: '', label: adminText('reservationFilters.allKinds') },
          ...ITEM_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] })),
        ]}
      />
      <SelectField
        label={adminText('reservationFilters.item')}
        value={filters.itemId ?? ''}
        onChange={set('itemId')}
        options={[
          { value: '', label: adminText('reservationFilters.allItems') },
          ...shownItems.map((i) => ({ value: i.id, label: i.name })),
        ]}
      />
      <SelectField
        label={adminText('reservationFilters.status')}
        value={filters.status ?? ''}
        onChange={set('status')}
        options={[
          { value: '', label: adminText('reservationFilters.allStatuses') },
          ...RESERVATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
        ]}
      />
      <SelectField
        label={adminText('calendarSyncTimeline.conflictFilter')}
        value={filters.conflict ?? ''}
        onChange={set('conflict')}
        options={[
          { value: '', label: adminText('calendarSyncTimeline.allBookings') },
          { value: '1', label: adminText('calendarSyncTimeline.onlyConflicts') },
        ]}
      />
      <TextField
        label={adminText('reservationFilters.from')}
        type="date"
        value={filters.from ?? ''}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField
        label={adminText('reservationFilters.to')}
        type="date"
        value={filters.to ?? ''}
        onChange={set('to')}
        error={errors.to}
      />
    </div>
  );
}
