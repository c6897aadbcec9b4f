import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { SelectField, TextField } from './form-controls';
import { Icon } from './icons';
import { ManagedRow } from './managed-row';
import type { FilterDef, ManagedItem, ManagementTableProps } from './management-types';
import { PageHeader } from './page-header';
import { adminText } from '@/i18n';

/**
 * The status filter of docs/product.md#validation (All or an exact value). 'Booked' also matches items whose
 * booking hold is on, whatever their stored status; a missing status reads 'Available'.
 */
export function statusFilter<T extends ManagedItem>(options: readonly string[]): FilterDef<T> {
  return {
    label: adminText('managementTable.status'),
    options: ['All', ...options],
    matches: (item, value) =>
      value === 'Booked' ? item.isBooked || item.status === 'Booked' : (item.status || 'Available') === value,
  };
}

/** One management screen for rooms, vehicles and tours: search, filters, table, empty state, footer count. */
export function ManagementTable<T extends ManagedItem>(p: ManagementTableProps<T>) {
  const [search, setSearch] = useState('');
  const [filterValues, setFilterValues] = useState<string[]>(() => p.filters.map(() => 'All'));

  const all = useMemo(() => p.items ?? [], [p.items]);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return all.filter(
      (item) =>
        (!q || p.searchText(item).some((t) => (t ?? '').toLowerCase().includes(q))) &&
        p.filters.every((f, i) => filterValues[i] === 'All' || f.matches(item, filterValues[i])),
    );
    // The config callbacks are static per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, search, filterValues]);

  const filtersActive = search.trim() !== '' || filterValues.some((v) => v !== 'All');

  const header = (
    <PageHeader
      title={p.title}
      subtitle={p.subtitle}
      actions={
        <Link to={p.addTo} className={ui.btn}>
          <Icon name="plus" /> {p.addLabel}
        </Link>
      }
    />
  );

  let body: ReactNode;
  if (p.isLoading) {
    body = (
      <div className={ui.centered} role="status">
        <span className="spinner" aria-hidden="true" />
        <span>
          {adminText('managementTable.loading')} {p.nounPlural}...
        </span>
      </div>
    );
  } else if (p.error) {
    body = (
      <div className={cx(ui.card, ui.errorBox)} role="alert">
        <h2>{p.errorText}</h2>
        <button type="button" className={ui.btn} onClick={p.onRetry}>
          <Icon name="refresh" /> {adminText('managementTable.retry')}
        </button>
      </div>
    );
  } else if (visible.length === 0) {
    body = (
      <div className={cx(ui.card, ui.empty)}>
        <div className={ui.emptyIcon}>
          <Icon name="search" size={40} />
        </div>
        <h2>
          {adminText('managementTable.no')} {p.nounPlural} {adminText('managementTable.found')}
        </h2>
        <p>
          {filtersActive
            ? adminText('managementTable.tryAdjustingYourSearch')
            : adminText('managementTable.getStartedByAdding', { noun: p.noun })}
        </p>
        {!filtersActive && (
          <Link to={p.addTo} className={ui.btn}>
            <Icon name="plus" /> {p.addLabel}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <div className={ui.tableWrap}>
        <table className={cx(ui.table, ui.managedTable)}>
          <caption className="visually-hidden">{p.title}</caption>
          <thead>
            <tr>
              <th scope="col">{p.imageHeader}</th>
              <th scope="col">{p.detailsHeader}</th>
              {p.columns.map((c) => (
                <th scope="col" key={c.header}>
                  {c.header}
                </th>
              ))}
              <th scope="col">{adminText('managementTable.status')}</th>
              <th scope="col">{adminText('managementTable.booking')}</th>
              <th scope="col">{adminText('managementTable.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((item) => (
              <ManagedRow key={item._id} item={item} config={p} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className={ui.page}>
      {header}
      <div
        className={ui.toolbar}
        role="search"
        aria-label={adminText('managementTable.search', { nounPlural: p.nounPlural })}
      >
        <TextField
          className={ui.searchField}
          label={p.searchLabel}
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={p.searchPlaceholder}
        />
        {p.filters.map((f, i) => (
          <SelectField
            key={f.label}
            label={f.label}
            value={filterValues[i]}
            onChange={(v) => setFilterValues((vals) => vals.map((x, j) => (j === i ? v : x)))}
            options={f.options}
          />
        ))}
      </div>
      {body}
      {!p.isLoading && !p.error && (
        <p className={ui.tableFooter} aria-live="polite">
          {adminText('managementTable.showing')} {visible.length} {adminText('managementTable.of')} {all.length}{' '}
          {p.nounPlural}
        </p>
      )}
    </div>
  );
}
