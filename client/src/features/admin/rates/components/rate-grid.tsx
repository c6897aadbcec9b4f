import type { CSSProperties } from 'react';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { dayOfWeek } from '@pachmarhi/common/pricing/quote';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { cx } from '@/features/admin/shared/lib/cx';
import type { RateCell, RateRow } from '@/features/admin/rates/lib/rate-grid';
import { adminText } from '@/i18n';
import css from './rates.module.css';

/** A day range over one or more rows, as picked in the grid (rows by index, dates inclusive). */
export interface GridSelection {
  rows: [number, number];
  dates: [string, string];
}

interface RateGridProps {
  kind: ItemKind;
  dates: string[];
  rows: RateRow[];
  /** The cells of each row, in `rows` order. */
  cells: RateCell[][];
  colours: Map<string, number>;
  /** The first cell picked, while the range is open. */
  anchor: { row: number; date: string } | null;
  selection: GridSelection | null;
  onPick: (row: number, date: string) => void;
}

const inRange = (v: number, [a, b]: [number, number]) => v >= Math.min(a, b) && v <= Math.max(a, b);
const dateIn = (d: string, [a, b]: [string, string]) => d >= (a < b ? a : b) && d <= (a < b ? b : a);

/**
 * The month grid: a row per item, a column per day; each cell shows that day's price (one night,
 * day or person, weekend surcharge included) and the minimum stay, coloured by the rule that sets
 * the price. Cells are buttons: the first click picks the start, the second the end (any row), and
 * the range opens a new period prefilled with those dates and items.
 */
export function RateGrid({ kind, dates, rows, cells, colours, anchor, selection, onPick }: RateGridProps) {
  const vars = { '--days': dates.length } as CSSProperties;
  const unit = kind === 'room' ? 'nights' : 'days';
  return (
    <div
      className={css.grid}
      style={vars}
      role="region"
      aria-label={adminText('ratesPage.gridLabel')}
      data-testid="rates-grid"
    >
      <div className={cx(css.row, css.head)} aria-hidden="true">
        <div className={css.name}>{adminText(`ratesPage.kinds.${kind}`)}</div>
        {dates.map((d) => (
          <div key={d} className={cx(css.dayHead, dayOfWeek(d) % 6 === 0 && css.weekendHead)}>
            <span>{formatStayDate(d).split(' ')[0]}</span>
            <strong>{Number(d.slice(8))}</strong>
          </div>
        ))}
      </div>
      {rows.map((row, r) => (
        <div key={row.id} className={css.row} data-testid="rates-row" data-item={row.id}>
          <div className={css.name} title={row.name}>
            <span>{row.name}</span>
            <small>{formatINR(row.item.price)}</small>
          </div>
          {cells[r].map((c) => {
            const colour = c.rule ? colours.get(c.rule._id) : undefined;
            const picked = selection && inRange(r, selection.rows) && dateIn(c.date, selection.dates);
            const isAnchor = anchor?.row === r && anchor.date === c.date;
            const label = [
              `${row.name}, ${formatStayDate(c.date)}: ${formatINR(c.price)}`,
              c.rule?.name,
              c.minNights ? adminText(`ratesPage.minStay_${unit}`, { count: c.minNights }) : null,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <button
                key={c.date}
                type="button"
                className={cx(
                  css.cell,
                  colour !== undefined && css[`r${colour}`],
                  picked && css.selected,
                  isAnchor && css.anchor,
                )}
                aria-label={label}
                aria-pressed={Boolean(picked || isAnchor)}
                title={label}
                data-date={c.date}
                onClick={() => onPick(r, c.date)}
              >
                <span className={css.cellPrice}>{formatINR(c.price)}</span>
                {c.minNights && (
                  <span className={css.cellMin}>{adminText('ratesPage.minShort', { count: c.minNights })}</span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
