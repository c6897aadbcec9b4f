import { useDismiss } from '@/hooks/use-dismiss';
import { createContext, use, useCallback, useId, useRef, useState } from 'react';
import type { DateRange, DayButtonProps } from 'react-day-picker';
import { DayPicker } from './lazy-day-picker';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays, MAX_NIGHTS } from '@pachmarhi/common/pricing/dates';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';
import { calendarStayRules, stayRuleIssue, type StayRules } from '@pachmarhi/common/pricing/rates';
import type { RateCalendarDay } from '@pachmarhi/common/schemas/rates';
import { formatDateRange, lastPickableDay } from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { dateOf, isoOf } from '@/features/catalog/lib/calendar-dates';
import { monthsFrom } from '@/features/catalog/lib/month-availability';
import { useRateDays } from '@/features/catalog/lib/rate-days';
import { validationText } from '@/i18n/validation';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLastStayStart } from '@/features/catalog/lib/search-state';
import styles from './detail-price-box.module.css';
import { useTranslation } from 'react-i18next';

interface Props {
  kind: Exclude<ItemKind, 'tour'>;
  itemId: string;
  checkIn: string | null;
  checkOut: string | null;
  onChange: (checkIn: string | null, checkOut: string | null) => void;
}

/** What each day button shows besides its number: the day's price and why it cannot be picked now. */
interface DayInfo {
  days: Map<string, RateCalendarDay>;
  /** Why a date cannot be the check-in or (with a check-in chosen) the check-out now, by date. */
  refusals: Map<string, string>;
}
const DayInfoContext = createContext<DayInfo>({ days: new Map(), refusals: new Map() });

/** A calendar day with its price for one night (rooms) or day (vehicles) under it; a refused day says why on hover. */
function PricedDayButton({ day, modifiers, children, ...button }: DayButtonProps) {
  const { days, refusals } = use(DayInfoContext);
  const iso = isoOf(day.date);
  const info = days.get(iso);
  const refusal = refusals.get(iso);
  return (
    <button {...button} title={refusal ?? button.title} data-date={iso} data-refused={refusal ? 'true' : undefined}>
      <span>{children}</span>
      {info && !modifiers.disabled && !modifiers.outside && (
        <span className={styles.dayPrice} data-testid="day-price">
          {formatINR(info.price)}
        </span>
      )}
    </button>
  );
}

/**
 * The price box's dates: a button ('Fri 9 Jan – Sun 11 Jan') opening a one-month range calendar
 * (react-day-picker) that shows each day's price (`GET /api/rates/calendar`: rate period and
 * weekend surcharge included), where past days, days beyond the booking horizon and the item's full days cannot be chosen (except
 * that the first full day after a chosen check-in can be the check-out: its night is not stayed),
 * and days the stay rules rule out are greyed with the reason on hover: closed check-ins and, once
 * a check-in is chosen, the check-outs a minimum stay or a closed check-out refuses. Picking one
 * keeps the check-in and says why (for touch screens). A vehicle's one tap on a day rents that
 * day (check-out the next); a later tap extends it. Escape or a click outside closes it.
 */
export function DetailDatePicker({ kind, itemId, checkIn, checkOut, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const { t } = useTranslation('catalog');
  const today = dateOf(todayIST());
  const last = dateOf(lastPickableDay(useLastStayStart(), kind, checkIn));
  const [month, setMonth] = useState(() => (checkIn ? dateOf(checkIn) : today));
  const { days, loading } = useRateDays(kind, itemId, open ? monthsFrom(month, 1) : []);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  // The calendar opens only once the app runs: the button is disabled (visibly) until then.
  const running = useHydrated();

  const closePopup = useCallback(() => setOpen(false), []);
  useDismiss(open, closePopup, wrap);

  const rules = calendarStayRules(days);
  const choosingCheckOut = !!checkIn && !checkOut;
  const refusals = refusalsOf(kind, days, rules, choosingCheckOut ? checkIn : null);
  const reasonFor = (date: string) => refusals.get(date) ?? null;

  const onSelect = (range: DateRange | undefined) => {
    const from = range?.from ? isoOf(range.from) : null;
    let to = range?.to ? isoOf(range.to) : null;
    // A Gypsy is rented by the day: one tap on a day is that day (back the next morning, so a tap
    // on the same day again keeps it); a tap on a later day makes the rental end there.
    if (kind === 'vehicle' && from && !(to && to > from)) {
      const refused = from !== checkIn ? arrivalRefusal(kind, rules, from) : null;
      if (refused) {
        setNote(refused);
        return;
      }
      to = addDays(from, 1);
    }
    const end = to;
    const valid = from && end && end > from;
    if (valid && choosingCheckOut && from === checkIn && reasonFor(end)) {
      setNote(reasonFor(end));
      return;
    }
    if (from && !valid && from !== checkIn && arrivalRefusal(kind, rules, from)) {
      setNote(arrivalRefusal(kind, rules, from));
      return;
    }
    setNote(null);
    onChange(from, valid ? end : null);
    // A one-day rental stays open for a later day; a range is complete.
    if (valid && !(kind === 'vehicle' && end === addDays(from, 1))) setOpen(false);
  };
  const full = (d: Date) => days.get(isoOf(d))?.available === false;
  const checkoutOnly = choosingCheckOut ? firstFullDayAfter(days, checkIn) : null;
  const blocked = (d: Date) => full(d) && isoOf(d) !== checkoutOnly;
  const ruledOut = (d: Date) => refusals.has(isoOf(d));
  return (
    <div ref={wrap} className={styles.field}>
      <label htmlFor={`${id}-dates`}>{kind === 'room' ? t('dates.checkInOut') : t('dates.pickupReturn')}</label>
      <button
        id={`${id}-dates`}
        type="button"
        className={`input ${styles.datesButton}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        disabled={!running}
        onClick={() => setOpen((o) => !o)}
      >
        {checkIn ? formatDateRange(checkIn, checkOut, kind) : t('dates.add')}
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={t('dates.chooseYours')}
          aria-busy={loading}
          className={styles.popover}
          data-testid="date-picker"
        >
          <DayInfoContext value={{ days, refusals }}>
            <DayPicker
              mode="range"
              selected={{ from: checkIn ? dateOf(checkIn) : undefined, to: checkOut ? dateOf(checkOut) : undefined }}
              onSelect={onSelect}
              month={month}
              onMonthChange={setMonth}
              startMonth={today}
              endMonth={last}
              disabled={[{ before: today }, { after: last }, blocked]}
              modifiers={{ full, ruledOut }}
              modifiersClassNames={{ full: styles.fullDay, ruledOut: styles.ruledOutDay }}
              components={{ DayButton: PricedDayButton }}
              min={1}
              max={MAX_NIGHTS}
              weekStartsOn={1}
            />
          </DayInfoContext>
          <p className={styles.legend} aria-live="polite" data-testid="date-picker-note">
            {note ??
              (loading
                ? t('dates.checking')
                : `${t(kind === 'room' ? 'dates.pricesPerNight' : 'dates.pricesPerDay')} ${t(kind === 'room' ? 'dates.legend' : 'dates.legendRental')} ${t('dates.ruledOut')}`)}
          </p>
          <div className={styles.popoverActions}>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                setNote(null);
                onChange(null, null);
              }}
            >
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

/** Why `date` cannot be a check-in (a closed arrival), in the page's language, or null. */
function arrivalRefusal(kind: Exclude<ItemKind, 'tour'>, rules: StayRules, date: string): string | null {
  return rules.closedToArrival(date)
    ? validationText(reasonIssue(kind, { code: 'closed-to-arrival', params: { date } }))
    : null;
}

/**
 * The loaded days the stay rules rule out now, with why: without a check-in, closed check-ins;
 * with one, the later days whose stay from it the rules refuse (minimum stay, closed check-out).
 */
function refusalsOf(
  kind: Exclude<ItemKind, 'tour'>,
  days: Map<string, RateCalendarDay>,
  rules: StayRules,
  checkIn: string | null,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const date of days.keys()) {
    if (checkIn && date > checkIn) {
      const issue = stayRuleIssue(kind, {}, rules, { checkIn, checkOut: date, guests: 1 });
      if (issue) out.set(date, validationText(reasonIssue(kind, issue)));
    } else if (!checkIn) {
      const refusal = arrivalRefusal(kind, rules, date);
      if (refusal) out.set(date, refusal);
    }
  }
  return out;
}

/** The earliest fully booked date after `checkIn` among the loaded days, or null. */
function firstFullDayAfter(days: Map<string, { available: boolean }>, checkIn: string): string | null {
  let first: string | null = null;
  for (const [date, day] of days) if (date > checkIn && !day.available && (!first || date < first)) first = date;
  return first;
}
