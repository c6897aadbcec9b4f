import { useDismiss } from '@/hooks/use-dismiss';
import { useCallback, useId, useRef, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { DayPicker } from './lazy-day-picker';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { MAX_NIGHTS } from '@pachmarhi/common/pricing/dates';
import { formatDateRange, formatStayDate, lastPickableDay } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { dateOf, isoOf } from '@/features/catalog/lib/calendar-dates';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './search-bar.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  checkIn: string | null;
  checkOut: string | null;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
  /** What is searched: tours pick one departure date; a Gypsy ('vehicle') a pickup – return range; rooms check-in – check-out. */
  kind: ItemKind;
  className?: string;
  /** The last date a stay may start ('YYYY-MM-DD', `useLastStayStart`): later days cannot be picked. */
  lastStart: string;
}

/**
 * The 'Dates' field of the search bar: a button showing 'Sat 9 Jan – Mon 11 Jan' that opens a
 * two-month range calendar (one month on phones); on tour pages a 'Departure' field with one date;
 * on Gypsy pages 'Pickup – return' (a one-day rental shown as its date, 'Sat 9 Jan (1 day)').
 * Days before today (IST) or after the booking horizon (`lastPickableDay`: a check-out may pass it) cannot be chosen; a range covers 1 to MAX_NIGHTS nights. Escape or a
 * click outside closes it.
 */
export function StayDatePicker({ checkIn, checkOut, onChange, kind, className, lastStart }: Props) {
  const departure = kind === 'tour';
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('catalog');
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wide = useMediaQuery('(min-width: 700px)');
  const today = dateOf(todayIST());
  const running = useHydrated();

  const closePopup = useCallback(() => setOpen(false), []);
  useDismiss(open, closePopup, wrapRef, buttonRef);

  const label = !checkIn
    ? t('dates.add')
    : departure
      ? formatStayDate(checkIn)
      : formatDateRange(checkIn, checkOut, kind);
  const onSelectRange = (range: DateRange | undefined) => {
    const from = range?.from ? isoOf(range.from) : null;
    const to = range?.to ? isoOf(range.to) : null;
    const valid = from && to && to > from;
    onChange(from, valid ? to : null);
    if (valid) setOpen(false);
  };
  const onSelectDay = (day: Date | undefined) => {
    onChange(day ? isoOf(day) : null, null);
    if (day) setOpen(false);
  };
  const lastDay = lastPickableDay(lastStart, kind, checkIn);
  const common = {
    disabled: [{ before: today }, { after: dateOf(lastDay) }],
    startMonth: today,
    endMonth: dateOf(lastDay),
    defaultMonth: checkIn ? dateOf(checkIn) : today,
    numberOfMonths: wide ? 2 : 1,
    weekStartsOn: 1 as const,
  };
  return (
    <div ref={wrapRef} className={className}>
      <label htmlFor={`${id}-dates`}>
        {departure ? t('dates.departureDate') : kind === 'vehicle' ? t('dates.pickupReturn') : t('dates.dates')}
      </label>
      <button
        ref={buttonRef}
        id={`${id}-dates`}
        type="button"
        className={`input ${styles.datesButton}`}
        aria-expanded={open}
        aria-controls={`${id}-picker`}
        aria-haspopup="dialog"
        disabled={!running}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        <div
          id={`${id}-picker`}
          role="dialog"
          aria-label={
            departure
              ? t('dates.chooseDeparture')
              : kind === 'vehicle'
                ? t('dates.choosePickupReturn')
                : t('dates.chooseRange')
          }
          className={styles.popover}
        >
          {departure ? (
            <DayPicker
              mode="single"
              selected={checkIn ? dateOf(checkIn) : undefined}
              onSelect={onSelectDay}
              {...common}
            />
          ) : (
            <DayPicker
              mode="range"
              selected={{ from: checkIn ? dateOf(checkIn) : undefined, to: checkOut ? dateOf(checkOut) : undefined }}
              onSelect={onSelectRange}
              min={1}
              max={MAX_NIGHTS}
              {...common}
            />
          )}
          <div className={styles.popoverActions}>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null, null)}>
              {t('dates.clear')}
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(false)}>
              {t('dates.done')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
