import type { Room } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { PinIcon } from '@/components/icons';
import { useTranslation } from 'react-i18next';

/** The fixed figure of the room cards' label (docs/product.md#screens). */
export const ROOM_RATING = '4.9';

/**
 * A room in a list: the fixed label '4.9 · Guest favourite' and tonight's price per night
 * (docs/product.md#screens). The label is plain text: no star and no "rated" wording, since it is
 * not an average of counted reviews (and it is never in the structured data).
 */
export function RoomCard({ room, offer }: { room: Room; offer: StayOffer | null }) {
  const { t } = useTranslation('catalog');
  return (
    <ListingCard
      kind="room"
      item={room}
      title={room.name}
      imagePath={room.photos?.[0]}
      tag={t('room.favouriteLabel', { rating: ROOM_RATING })}
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
