import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { WEEKEND_PRICING_FALLBACK } from '@pachmarhi/common/pricing/weekend';
import type { RatePeriod } from '@pachmarhi/common/schemas/rates';
import { todayIST } from '@pachmarhi/common/time';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { RateForm } from '@/features/admin/rates/components/rate-form';
import { RateGrid, type GridSelection } from '@/features/admin/rates/components/rate-grid';
import { RateList } from '@/features/admin/rates/components/rate-list';
import {
  draftOf,
  monthDates,
  rateRows,
  rowCells,
  ruleColours,
  shiftMonth,
  type RateDraft,
} from '@/features/admin/rates/lib/rate-grid';
import css from '@/features/admin/rates/components/rates.module.css';
import { rateQueries } from '@/lib/queries/rates';
import { roomQueries } from '@/lib/queries/rooms';
import { tourQueries } from '@/lib/queries/tours';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { weekendPricingQueries } from '@/lib/queries/weekend-pricing';
import { adminText } from '@/i18n';
import { formatCalendarDate } from '@pachmarhi/common/format';

const KINDS: ItemKind[] = ['room', 'vehicle', 'tour'];

const emptyDraft = (from: string, to: string, itemIds: string[]): RateDraft => ({
  name: '',
  scope: itemIds.length ? 'items' : 'all',
  itemIds,
  startDate: from,
  endDate: to,
  weekdays: [],
  adjustType: 'percent',
  adjustValue: '',
  minNights: '',
  closedToArrival: false,
  closedToDeparture: false,
  nonRefundable: false,
});

/** The month as people read it in the display language: 'December 2026', 'दिसंबर 2026'. */
const monthTitle = (month: string) => formatCalendarDate(month, { month: 'long', year: 'numeric' });

/**
 * /admin/rates: the owner's rate periods. A month grid per kind (rows = items, columns = days)
 * shows each day's price and minimum stay coloured by the rule that sets it; picking a first and
 * a last day opens a new period prefilled with those dates and items; below, the periods with
 * edit, copy to next year and delete.
 */
export default function RatesPage() {
  const [kind, setKind] = useState<ItemKind>('room');
  const [month, setMonth] = useState(() => todayIST().slice(0, 7));
  const [anchor, setAnchor] = useState<{ row: number; date: string } | null>(null);
  const [selection, setSelection] = useState<GridSelection | null>(null);
  const [form, setForm] = useState<{ draft: RateDraft; editing: RatePeriod | null } | null>(null);

  const rooms = useQuery({ ...roomQueries.list(), enabled: kind === 'room' });
  const vehicles = useQuery({ ...vehicleQueries.list(), enabled: kind === 'vehicle' });
  const tours = useQuery({ ...tourQueries.list(), enabled: kind === 'tour' });
  const items = kind === 'room' ? rooms : kind === 'vehicle' ? vehicles : tours;
  const periods = useQuery(rateQueries.list(kind));
  const weekend = useQuery({ ...weekendPricingQueries.status(), staleTime: 0 }).data ?? WEEKEND_PRICING_FALLBACK;

  const rows = useMemo(() => rateRows(kind, (items.data ?? []) as never[]), [kind, items.data]);
  const dates = useMemo(() => monthDates(month), [month]);
  const list = useMemo(() => periods.data ?? [], [periods.data]);
  const cells = useMemo(
    () => rows.map((r) => rowCells(kind, r, list, dates, weekend)),
    [kind, rows, list, dates, weekend],
  );
  const colours = useMemo(() => ruleColours(list), [list]);
  const names = useMemo(() => new Map(rows.map((r) => [r.id, r.name])), [rows]);
  const shown = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of cells) for (const c of row) if (c.rule) seen.set(c.rule._id, c.rule.name);
    return [...seen];
  }, [cells]);

  const pick = (row: number, date: string) => {
    if (!anchor) {
      setAnchor({ row, date });
      setSelection(null);
      return;
    }
    const sel: GridSelection = { rows: [anchor.row, row], dates: [anchor.date, date] };
    const [from, to] = anchor.date <= date ? [anchor.date, date] : [date, anchor.date];
    const [r1, r2] = [Math.min(anchor.row, row), Math.max(anchor.row, row)];
    setSelection(sel);
    setAnchor(null);
    setForm({
      draft: emptyDraft(
        from,
        to,
        rows.slice(r1, r2 + 1).map((r) => r.id),
      ),
      editing: null,
    });
  };
  const closeForm = () => {
    setForm(null);
    setSelection(null);
  };
  const switchKind = (k: ItemKind) => {
    setKind(k);
    setAnchor(null);
    setSelection(null);
  };

  const loading = items.isLoading || periods.isLoading;
  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('ratesPage.title')}
        subtitle={adminText('ratesPage.subtitle')}
        actions={
          <button
            type="button"
            className={ui.btn}
            onClick={() => setForm({ draft: emptyDraft(`${month}-01`, `${month}-01`, []), editing: null })}
          >
            {adminText('ratesPage.newPeriod')}
          </button>
        }
      />
      <div className={css.toolbar}>
        <div className={css.kinds} role="group" aria-label={adminText('ratesPage.kind')}>
          {KINDS.map((k) => (
            <button key={k} type="button" aria-pressed={k === kind} onClick={() => switchKind(k)}>
              {adminText(`ratesPage.kinds.${k}`)}
            </button>
          ))}
        </div>
        <div className={css.monthNav}>
          <button
            type="button"
            className={cx(ui.btn, ui.btnGhost, ui.btnSmall)}
            onClick={() => setMonth(shiftMonth(month, -1))}
            aria-label={adminText('ratesPage.previousMonth')}
          >
            ‹
          </button>
          <h2 className={css.monthTitle} aria-live="polite">
            {monthTitle(month)}
          </h2>
          <button
            type="button"
            className={cx(ui.btn, ui.btnGhost, ui.btnSmall)}
            onClick={() => setMonth(shiftMonth(month, 1))}
            aria-label={adminText('ratesPage.nextMonth')}
          >
            ›
          </button>
        </div>
      </div>
      <p className={css.hint}>{anchor ? adminText('ratesPage.pickEnd') : adminText('ratesPage.pickStart')}</p>
      {shown.length > 0 && (
        <ul className={css.legend} aria-label={adminText('ratesPage.legend')}>
          {shown.map(([id, name]) => (
            <li key={id} className={css[`r${colours.get(id) ?? 0}`]}>
              {name}
            </li>
          ))}
        </ul>
      )}
      {loading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('ratesPage.loading')}</span>
        </div>
      ) : items.isError || periods.isError ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('ratesPage.loadFailed')}</h2>
        </div>
      ) : rows.length === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <h2>{adminText('ratesPage.noItems')}</h2>
        </div>
      ) : (
        <RateGrid
          kind={kind}
          dates={dates}
          rows={rows}
          cells={cells}
          colours={colours}
          anchor={anchor}
          selection={selection}
          onPick={pick}
        />
      )}
      {!periods.isLoading && !periods.isError && (
        <RateList
          kind={kind}
          periods={list}
          names={names}
          colours={colours}
          onEdit={(p) => setForm({ draft: draftOf(p), editing: p })}
        />
      )}
      {form && (
        <RateForm
          kind={kind}
          rows={rows}
          periods={list}
          weekend={weekend}
          initial={form.draft}
          editing={form.editing}
          onClose={closeForm}
        />
      )}
    </div>
  );
}
