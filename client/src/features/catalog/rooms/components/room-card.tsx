import type { Room } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { PinIcon } from '@/components/icons';
import { useTranslation } from 'react-i18next';
import { useSiteClaims } from '@/lib/queries/site-config';

/**
 * A room in a list: the label '4.9 · Guest favourite' and tonight's price per night
 * (docs/product.md#screens). The figure is the site's rating claim ('4.9/5' reads 4.9), the owner's
 * to set or hide (the business settings); no label while it is hidden. Plain text: no star and no
 * "rated" wording, since it is not an average of counted reviews (and it is never in the structured data).
 */
export function RoomCard({ room, offer }: { room: Room; offer: StayOffer | null }) {
  const { t } = useTranslation('catalog');
  const rating = useSiteClaims()
    .find((c) => c.key === 'rating')
    ?.value.replace(/\s*\/\s*5$/, '');
  return (
    <ListingCard
      kind="room"
      item={room}
      title={room.name}
      imagePath={room.photos?.[0]}
      tag={rating ? t('room.favouriteLabel', { rating }) : undefined}
      meta={
        <>
          <span>
            <PinIcon /> {room.location || t('pachmarhi')}
          </span>
        </>
      }
      basePrice={room.price}
      priceUnit={t('unit.perNight')}
      offer={offer}
      description={room.description}
    />
  );
}
