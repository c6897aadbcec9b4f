import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatINR } from '@pachmarhi/common/format';
import { PUBLIC_PATHS } from '@pachmarhi/common/routes';
import { usePagePath } from '@/lib/lang-links';
import {
  setTrayOpen,
  useReserveBar,
  useTrayOpen,
  useTripDraft,
  useTripReady,
} from '@/features/catalog/trip/lib/trip-store';
import { useTripQuote } from '@/features/catalog/trip/lib/trip-view';
import { TripPanel } from './trip-panel';
import styles from './trip.module.css';

/**
 * The trip tray of the public pages (issue 35), once the visitor has a line: on phones a bar at the
 * bottom (above a detail page's Reserve bar) with the count and the grand total, opening a bottom
 * sheet; on wider screens a button at the bottom right opening a side panel. Both are fixed: nothing
 * on the page moves when the tray appears (a spacer after the footer keeps the page's end
 * reachable). The sheet is a modal `<dialog>`: focus goes into it, Tab stays inside, Escape or
 * Close shuts it and focus returns to the bar. Not on /trip, which shows the trip itself.
 */
export function TripTray() {
  const { t } = useTranslation('catalog');
  const ready = useTripReady();
  const trip = useTripDraft();
  const open = useTrayOpen();
  const quote = useTripQuote(trip);
  const { path } = usePagePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const onTripPage = path.toLowerCase().replace(/\/+$/, '') === PUBLIC_PATHS.trip;
  const shown = ready && !onTripPage && (trip.lines.length > 0 || open);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open, shown]);
  // Leaving the page (a link inside the sheet) closes the tray.
  useEffect(() => () => setTrayOpen(false), [path]);
  const raisedBy = useReserveBarHeight(useReserveBar());

  if (!shown) return null;
  const count = t('trip.items', { count: trip.lines.length });
  const total = quote.data ? formatINR(Math.round(quote.data.grandTotal / 100)) : '…';
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      {trip.lines.length > 0 && (
        <div
          className={raisedBy ? `${styles.bar} ${styles.raised}` : styles.bar}
          style={raisedBy ? { bottom: raisedBy } : undefined}
          data-testid="trip-bar"
        >
          <button
            ref={opener}
            type="button"
            className={styles.barButton}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setTrayOpen(true)}
          >
            <span className={styles.barTitle}>
              {t('trip.title')}{' '}
              <span className={styles.badge} aria-hidden="true">
                {trip.lines.length}
              </span>
            </span>
            <span className={styles.barTotal}>
              <span className="visually-hidden">{count}, </span>
              <strong>{total}</strong>
            </span>
            <span className={styles.barOpen}>{t('trip.open')}</span>
          </button>
        </div>
      )}
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-labelledby={headingId}
        data-testid="trip-sheet"
        onClose={() => {
          setTrayOpen(false);
          opener.current?.focus();
        }}
        onClick={(e) => e.target === e.currentTarget && setTrayOpen(false)}
      >
        <div className={styles.sheetHead}>
          <h2 id={headingId}>
            {t('trip.title')} <span className={styles.muted}>· {count}</span>
          </h2>
          <button type="button" className={styles.close} onClick={() => setTrayOpen(false)}>
            {t('trip.close')}
          </button>
        </div>
        {open && <TripPanel />}
      </dialog>
    </>
  );
}

/**
 * The height (px) of a detail page's fixed Reserve bar on phones (`registerReserveBar`), 0 when there
 * is none or it is hidden (wider screens, the date picker open), kept up to date as it changes: the
 * trip bar sits right above it. Measured before paint, so the bar appears in its place.
 */
function useReserveBarHeight(bar: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!bar) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(bar.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [bar]);
  return height;
}
