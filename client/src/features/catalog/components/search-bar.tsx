import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  clearedDates,
  formatStay,
  formatStayDateWithYear,
  normalizeStay,
  type StaySearch,
} from '@pachmarhi/common/stay-search';
import { todayIST } from '@pachmarhi/common/time';
import { CalendarIcon } from '@/components/icons';
import { useHydrated } from '@/hooks/use-hydrated';
import { kindOfPath, useLastStayStart, useStaySearch } from '@/features/catalog/lib/search-state';
import { StayDatePicker } from './search-bar-dates';
import styles from './search-bar.module.css';
import { useTranslation } from 'react-i18next';

const DESTINATIONS = [
  'Pachmarhi',
  'Dhoopgarh',
  'Bee Falls',
  'Jata Shankar',
  'Pandav Caves',
  'Apsara Vihar',
  'Chauragarh',
  'Handi Khoh',
];

/**
 * The header search bar (docs/product.md#screens, #validation): destination, a date-range picker
 * (check-in not before today in IST nor after the booking horizon, check-out after check-in) and
 * guests (default 2); dates of the URL past or beyond the horizon are cleared, and it says why. Search goes to
 * the list page of the current kind with the stay in its URL; the fields start from the URL's stay.
 * On tour pages the dates are one departure date.
 */
export function SearchBar() {
  const { search, searchListing } = useStaySearch();
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState<StaySearch>(search);
  const [guestsText, setGuestsText] = useState(String(search.guests));
  const [open, setOpen] = useState(false);
  const kind = kindOfPath(useLocation().pathname);
  const lastStart = useLastStayStart();
  // Dates of the URL in the past or beyond the booking horizon are dropped (useStaySearch): say why.
  const cleared = clearedDates(useSearchParams()[0], todayIST(), lastStart);
  // The phone's toggle opens the form only once the app runs: disabled (visibly) until then.
  const running = useHydrated();
  const id = useId();
  const listId = `${id}-destinations`;

  // A new stay in the URL (navigation, back/forward) is the new starting point of the fields; a
  // change of another parameter (the list's sort) keeps what the visitor is typing.
  const { checkIn, checkOut, guests, destination } = search;
  useEffect(() => {
    setDraft({ checkIn, checkOut, guests, destination });
    setGuestsText(String(guests));
  }, [checkIn, checkOut, guests, destination]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = normalizeStay({ ...draft, guests: guestsText }, todayIST(), lastStart);
    setOpen(false);
    searchListing(next);
  };

  return (
    <div className={styles.wrap}>
      <div className="container">
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          disabled={!running}
          aria-label={t('search.planYourStayWith', { stay: formatStay(search, kind) })}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />{' '}
          <span data-testid="search-pill">
            {search.checkIn ? formatStay(search, kind) : t('search.addDatesWith', { stay: formatStay(search, kind) })}
          </span>
        </button>
        <form
          id={`${id}-form`}
          className={`${styles.form} ${open ? styles.open : ''}`}
          role="search"
          aria-label={t('search.planYourStay')}
          onSubmit={onSubmit}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-dest`}>{t('search.destination')}</label>
            <input
              type="text"
              id={`${id}-dest`}
              className="input"
              list={listId}
              placeholder={t('search.whereTo')}
              value={draft.destination}
              onChange={(e) => setDraft({ ...draft, destination: e.target.value })}
              autoComplete="off"
            />
            <datalist id={listId}>
              {DESTINATIONS.map((d) => (
                <option key={d} value={d} />
              ))}
            </datalist>
          </div>
          <StayDatePicker
            className={`${styles.field} ${styles.dates}`}
            checkIn={draft.checkIn}
            checkOut={kind === 'tour' ? null : draft.checkOut}
            kind={kind}
            lastStart={lastStart}
            onChange={(checkIn, checkOut) => setDraft({ ...draft, checkIn, checkOut })}
          />
          <div className={`${styles.field} ${styles.guests}`}>
            <label htmlFor={`${id}-guests`}>{t('search.guests')}</label>
            <input
              id={`${id}-guests`}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              required
              value={guestsText}
              onChange={(e) => setGuestsText(e.target.value)}
            />
          </div>
          <button type="submit" className={`btn btn-primary ${styles.submit}`}>
            {t('search.submit')}
          </button>
        </form>
        {cleared && (
          <p className={styles.cleared} role="status" data-testid="dates-cleared">
            {cleared.why === 'past'
              ? t('search.clearedPast')
              : t('search.clearedBeyond', { date: formatStayDateWithYear(cleared.lastStart) })}
          </p>
        )}
      </div>
    </div>
  );
}
