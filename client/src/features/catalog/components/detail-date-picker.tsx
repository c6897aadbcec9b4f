import { useDismiss } from '@/hooks/use-dismiss';
import { useCallback, useId, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { DayPicker } from './lazy-day-picker';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { MAX_NIGHTS } from '@pachmarhi/common/quote';
import { formatDateRange } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { dateOf, isoOf } from '@/features/catalog/lib/calendar-dates';
import { monthsFrom, useMonthAvailability } from '@/features/catalog/lib/month-availability';
import styles from './detail-price-box.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  kind: Exclude<ItemKind, 'tour'>;
  itemId: string;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
}

/**
 * The price box's dates: a button ('Fri 9 Jan – Sun 11 Jan') opening a one-month range calendar
 * (react-day-picker) where past days and the item's full days (month calendar endpoint) cannot be
 * chosen, except that the first full day after a chosen check-in can be the check-out (its night is
 * not stayed; the server agrees). Escape or a click outside closes it.
 */
export function DetailDatePicker({ kind, itemId, checkIn, checkOut, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('catalog');
  const today = dateOf(todayIST());
  const [month, setMonth] = useState(() => (checkIn ? dateOf(checkIn) : today));
  const { days, loading } = useMonthAvailability(kind, itemId, open ? monthsFrom(month, 1) : []);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);

  const closePopup = useCallback(() => setOpen(false), []);
  useDismiss(open, closePopup, wrap);

  const onSelect = (range: DateRange | undefined) => {
    const from = range?.from ? isoOf(range.from) : null;
    const to = range?.to ? isoOf(range.to) : null;
    const valid = from && to && to > from;
    onChange(from, valid ? to : null);
    if (valid) setOpen(false);
  };
  const full = (d: Date) => days.get(isoOf(d))?.available === false;
  const checkoutOnly = checkIn && !checkOut ? firstFullDayAfter(days, checkIn) : null;
  const blocked = (d: Date) => full(d) && isoOf(d) !== checkoutOnly;
  return (
    <div ref={wrap} className={styles.field}>
      <label htmlFor={`${id}-dates`}>{kind === 'room' ? t('dates.checkInOut') : t('dates.rentalDays')}</label>
      <button id={`${id}-dates`} type="button" className={`input ${styles.datesButton}`} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen((o) => !o)}>
        {checkIn ? formatDateRange(checkIn, checkOut) : t('dates.add')}
      </button>
      {open && (
        <div role="dialog" aria-label={t('dates.chooseYours')} aria-busy={loading} className={styles.popover}>
          <DayPicker
            mode="range"
            selected={{ from: checkIn ? dateOf(checkIn) : undefined, to: checkOut ? dateOf(checkOut) : undefined }}
            onSelect={onSelect}
            month={month}
            onMonthChange={setMonth}
            startMonth={today}
            disabled={[{ before: today }, blocked]}
            modifiers={{ full }}
            modifiersClassNames={{ full: styles.fullDay }}
            min={1}
            max={MAX_NIGHTS}
            weekStartsOn={1}
          />
          <p className={styles.legend} aria-live="polite">
            {loading ? t('dates.checking') : t('dates.legend')}
          </p>
          <div className={styles.popoverActions}>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null, null)}>{t('dates.clear')}</button>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(false)}>{t('dates.done')}</button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The earliest fully booked date after `checkIn` among the loaded days, or null. */
function firstFullDayAfter(days: Map<string, { available: boolean }>, checkIn: string): string | null {
  let first: string | null = null;
  for (const [date, day] of days) if (date > checkIn && !day.available && (!first || date < first)) first = date;
  return first;
}
