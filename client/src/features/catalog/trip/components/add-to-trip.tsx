import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { TRIP_LINES_MAX } from '@pachmarhi/common/schemas/trips';
import { lineIndex, setTrayOpen, tripActions, useTripDraft } from '@/features/catalog/trip/lib/trip-store';
import styles from './trip.module.css';

interface Props {
  kind: ItemKind;
  itemId: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  /** The id of the element saying why this stay cannot be reserved (the button is then disabled). */
  disabledBecause?: string;
}

/**
 * "Add to trip" on a detail page with dates chosen (issue 35): puts the item with the stay into the
 * visitor's trip (the tray then shows it); once in, "In your trip · view it" opens the tray. Says
 * so (politely, for screen readers) when added, or when the trip is full.
 */
export function AddToTrip({ kind, itemId, checkIn, checkOut, guests, disabledBecause }: Props) {
  const { t } = useTranslation('catalog');
  const trip = useTripDraft();
  const [said, setSaid] = useState<string | null>(null);
  const line = { kind, itemId, checkIn, checkOut: kind === 'tour' ? undefined : (checkOut ?? undefined), guests };
  const inTrip = lineIndex(trip, line) >= 0;
  const add = () => setSaid(tripActions.add(line) ? t('trip.added') : t('trip.full', { max: TRIP_LINES_MAX }));
  return (
    <div>
      {inTrip ? (
        <button type="button" className="btn btn-outline btn-block" onClick={() => setTrayOpen(true)}>
          {t('trip.inTrip')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={add}
          disabled={!!disabledBecause}
          aria-describedby={disabledBecause}
          data-testid="add-to-trip"
        >
          {t('trip.add')}
        </button>
      )}
      <p className={styles.added} role="status">
        {said}
      </p>
    </div>
  );
}
