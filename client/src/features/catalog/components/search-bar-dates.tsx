import { useDismiss } from '@/hooks/use-dismiss';
import { useCallback, useId, useRef, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { MAX_NIGHTS } from '@pachmarhi/common/quote';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { useMediaQuery } from '@/hooks/use-media-query';
import styles from './search-bar.module.css';

/** 'YYYY-MM-DD' ⇄ a local Date at midnight: the picker works in the browser's calendar, the app in IST dates. */
const toDate = (d: string | null) => (d ? new Date(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))) : undefined);
const toIso = (d: Date | undefined) =>
  d ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : null;

interface Props {
  checkIn: string | null;
  checkOut: string | null;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
  className?: string;
}

/**
 * The 'Dates' field of the search bar: a button showing 'Sat 9 Jan – Mon 11 Jan' that opens a
 * two-month range calendar (one month on phones). Days before today (IST) cannot be chosen; a
 * range covers 1 to MAX_NIGHTS nights. Escape or a click outside closes it.
 */
export function StayDatePicker({ checkIn, checkOut, onChange, className }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wide = useMediaQuery('(min-width: 700px)');
  const today = toDate(todayIST());

  const closePopup = useCallback(() => setOpen(false), []);
  useDismiss(open, closePopup, wrapRef, buttonRef);

  const label = checkIn ? `${formatStayDate(checkIn)} – ${checkOut ? formatStayDate(checkOut) : 'check-out?'}` : 'Add dates';
  const onSelect = (range: DateRange | undefined) => {
    const from = toIso(range?.from);
    const to = toIso(range?.to);
    onChange(from, to && from && to > from ? to : null);
    if (from && to && to > from) setOpen(false);
  };
  return (
    <div ref={wrapRef} className={className}>
      <label htmlFor={`${id}-dates`}>Dates</label>
      <button ref={buttonRef} id={`${id}-dates`} type="button" className={`input ${styles.datesButton}`} aria-expanded={open} aria-controls={`${id}-picker`} aria-haspopup="dialog" onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open && (
        <div id={`${id}-picker`} role="dialog" aria-label="Choose check-in and check-out" className={styles.popover}>
          <DayPicker
            mode="range"
            selected={{ from: toDate(checkIn), to: toDate(checkOut) }}
            onSelect={onSelect}
            disabled={{ before: today! }}
            startMonth={today}
            defaultMonth={toDate(checkIn) ?? today}
            numberOfMonths={wide ? 2 : 1}
            min={1}
            max={MAX_NIGHTS}
            weekStartsOn={1}
          />
          <div className={styles.popoverActions}>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null, null)}>Clear dates</button>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(false)}>Done</button>
          </div>
        </div>
      )}
    </div>
  );
}
