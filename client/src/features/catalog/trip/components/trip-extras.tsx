import { moneyText } from '@/features/catalog/lib/quote-total';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatINR } from '@pachmarhi/common/format';
import type { TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { tripActions, type TripDraft } from '@/features/catalog/trip/lib/trip-store';
import { extraName, useExtras } from '@/features/catalog/trip/lib/trip-view';
import styles from './trip.module.css';

/** The most of one extra the list offers (the API takes up to 100; a visitor asks for a few). */
const CHOICES = Array.from({ length: 11 }, (_, i) => i);

/**
 * The public extras (`GET /api/extras`) with their price and unit, each with how many (0 = none);
 * an extra taken shows what it comes to in this trip (from the server's quote: per night or guest
 * extras count the trip's nights and guests).
 */
export function TripExtras({ trip, quote }: { trip: TripDraft; quote: TripQuoteAnswer | undefined }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const extras = useExtras();
  if (!extras.data?.length) return extras.isError ? <p className={styles.muted}>{t('trip.extrasNone')}</p> : null;
  return (
    <section className={styles.extras} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('trip.extras')}</h3>
      <ul>
        {extras.data.map((e) => {
          const quantity = trip.extras.find((x) => x.extraId === e._id)?.quantity ?? 0;
          const priced = quote?.extras.find((x) => x.extraId === e._id);
          const name = extraName(e);
          return (
            <li key={e._id} className={styles.extra} data-testid="trip-extra">
              <div>
                <p className={styles.extraName}>{name}</p>
                <p className={styles.muted}>
                  {formatINR(e.price)} {t(`trip.extraUnit.${e.unit}`)}
                </p>
                {quantity > 0 && priced && (
                  <p className={styles.linePrice}>{moneyText(priced.total, priced.tax, priced.grandTotal)}</p>
                )}
              </div>
              <select
                className={`input ${styles.quantity}`}
                aria-label={t('trip.quantity', { name })}
                value={Math.min(quantity, CHOICES.length - 1)}
                onChange={(ev) => tripActions.setExtra(e._id, Number(ev.target.value))}
              >
                {CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
