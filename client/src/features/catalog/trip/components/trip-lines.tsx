import { moneyText } from '@/features/catalog/lib/quote-total';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { guestLimit } from '@pachmarhi/common/capacity';
import { formatINR } from '@pachmarhi/common/format';
import { itemPath } from '@pachmarhi/common/routes';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';
import { formatStayDates } from '@pachmarhi/common/stay-search';
import { MEAL_PLANS, type MealPlan } from '@pachmarhi/common/trip-terms';
import type { TripQuoteLineRecord } from '@pachmarhi/common/schemas/trip-records';
import { Link } from '@/lib/lang-links';
import { validationText } from '@/i18n/validation';
import { guestChoices } from '@/features/catalog/lib/guest-choices';
import { tripActions, type TripLineDraft } from '@/features/catalog/trip/lib/trip-store';
import { itemName, type TripItem } from '@/features/catalog/trip/lib/trip-view';
import styles from './trip.module.css';

/** The dates of a line for people: 'Fri 9 Jan – Sun 11 Jan · 2 nights' (vehicles: days, one day as its date), a tour's departure. */
const datesText = (l: TripLineDraft): string =>
  formatStayDates({ checkIn: l.checkIn, checkOut: l.checkOut ?? null }, l.kind);

/** The item's page with the line's stay, to look at it again. */
function itemLink(l: TripLineDraft, item: TripItem | undefined): string | null {
  if (!item?.slug) return null;
  const q = new URLSearchParams({ checkIn: l.checkIn, guests: String(l.guests) });
  if (l.checkOut) q.set('checkOut', l.checkOut);
  return `${itemPath(l.kind, item.slug)}?${q}`;
}

interface LineProps {
  index: number;
  line: TripLineDraft;
  item: TripItem | undefined;
  priced: TripQuoteLineRecord | undefined;
}

/**
 * One line of the trip: the item (a link to its page with the stay), its dates, guests (a list up to
 * what one booking of it takes) and a room's meal plan (room only and the plans the room offers,
 * with their price per adult per night), its price with its tax said once (from the server's
 * quote), why it cannot be reserved, and Remove.
 */
export function TripLine({ index, line, item, priced }: LineProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const name = itemName(item) ?? priced?.itemName ?? t('trip.unknownItem');
  const link = itemLink(line, item);
  const mealPrices = item && 'mealPlans' in item ? item.mealPlans : {};
  // The chosen plan is listed even before the room is known, so the list shows what the trip says.
  const plans = MEAL_PLANS.filter((p) => p === 'EP' || p === line.mealPlan || mealPrices[p]);
  const reason =
    priced && !priced.available
      ? priced.reason
        ? validationText(reasonIssue(line.kind, priced.reason))
        : t(
            line.kind === 'tour'
              ? 'reason.departureFull'
              : line.kind === 'room'
                ? 'reason.roomBooked'
                : 'reason.gypsyBooked',
          )
      : null;
  return (
    <li className={styles.line} data-testid="trip-line">
      <div className={styles.lineHead}>
        <p className={styles.lineName}>
          <span className={styles.kind}>{t(`whatsapp.kind.${line.kind}`)}</span>{' '}
          {link ? <Link to={link}>{name}</Link> : name}
          {line.units > 1 && <> {t('trip.units', { n: line.units })}</>}
        </p>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('trip.removeLabel', { name })}
          onClick={() => tripActions.remove(index)}
        >
          {t('trip.remove')}
        </button>
      </div>
      <p className={styles.dates}>{datesText(line)}</p>
      <div className={styles.choices}>
        <div className={styles.field}>
          <label htmlFor={`${id}-guests`}>{line.kind === 'tour' ? t('trip.persons') : t('trip.guests')}</label>
          <select
            id={`${id}-guests`}
            className="input"
            value={line.guests}
            onChange={(e) => tripActions.update(index, { guests: Number(e.target.value) })}
          >
            {guestChoices(item ? guestLimit(line.kind, item) : null, line.guests).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {line.kind === 'room' && (
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor={`${id}-meals`}>{t('trip.meals')}</label>
            <select
              id={`${id}-meals`}
              className="input"
              value={line.mealPlan ?? 'EP'}
              onChange={(e) => tripActions.update(index, { mealPlan: e.target.value as MealPlan })}
            >
              {plans.map((p) => {
                const price = p === 'EP' ? undefined : mealPrices[p];
                return (
                  <option key={p} value={p}>
                    {price
                      ? t('trip.mealOption', { plan: t(`mealPlan.${p}`), price: formatINR(price.adult) })
                      : t(`mealPlan.${p}`)}
                  </option>
                );
              })}
            </select>
          </div>
        )}
      </div>
      {priced && (
        <p className={styles.linePrice} data-testid="trip-line-price">
          {moneyText(priced.subtotal, priced.tax, priced.grandTotal)}
        </p>
      )}
      {reason && (
        <p className={styles.reason} role="alert">
          <strong>{t('trip.unavailable')}</strong> {reason}
        </p>
      )}
    </li>
  );
}
