import type { Tour } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { ClockIcon, PinIcon } from '@/components/icons';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '@/lib/option-label';

/** A tour in a list: location, price per person and duration (docs/product.md#screens). */
export function TourCard({ tour, offer }: { tour: Tour; offer: StayOffer | null }) {
  const { t } = useTranslation('catalog');
  const option = useOptionLabel();
  return (
    <ListingCard
      kind="tour"
      item={tour}
      title={tour.title}
      imagePath={tour.images?.[0]}
      meta={
        <>
          <span>
            <PinIcon /> {tour.location || t('pachmarhi')}
          </span>
          {tour.duration && (
            <span>
              <ClockIcon /> {option(tour.duration)}
            </span>
          )}
        </>
      }
      basePrice={tour.price}
      priceUnit={t('unit.perPerson')}
      offer={offer}
      description={tour.description}
    />
  );
}
