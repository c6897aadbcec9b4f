import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStayDate, withStay } from '@pachmarhi/common/stay-search';
import { Link } from '@/lib/lang-links';
import { useStaySearch } from '@/features/catalog/lib/search-state';

/**
 * 'Nearest departures: Thu 10 Dec · Fri 11 Dec · Sun 13 Dec' on a tour card searched on a day the tour
 * does not depart: each date a link to the tour's page (`to`) with that departure and the search's persons.
 */
export function NearestDepartures({
  to,
  departures,
  className,
}: {
  to: string;
  /** 'YYYY-MM-DD' departures, in date order. */
  departures: string[];
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const { search } = useStaySearch();
  return (
    <p className={className} data-testid="nearest-departures">
      {t('card.nearestDepartures')}{' '}
      {departures.map((date, i) => (
        <Fragment key={date}>
          {i > 0 && ' · '}
          <Link to={withStay(to, { ...search, checkIn: date, checkOut: null })}>{formatStayDate(date)}</Link>
        </Fragment>
      ))}
    </p>
  );
}
