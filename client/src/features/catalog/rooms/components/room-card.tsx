import type { Room } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { PinIcon, StarIcon } from '@/components/icons';
import { useTranslation } from 'react-i18next';

/** Fixed rating shown on room cards (docs/product.md#screens). */
export const ROOM_RATING = '4.9';

/** A room in a list: 'Guest favourite', rating 4.9 and the price 'for 2 nights' (docs/product.md#screens). */
export function RoomCard({ room, offer }: { room: Room; offer: StayOffer | null }) {
  const { t } = useTranslation('catalog');
  return (
    <ListingCard
      kind="room"
      item={room}
      title={room.name}
      imagePath={room.photos?.[0]}
      tag={t('room.guestFavourite')}
      meta={
        <>
          <span aria-label={t('room.rated', { rating: ROOM_RATING })}><StarIcon style={{ color: 'var(--color-accent)' }} /> {ROOM_RATING}</span>
          <span><PinIcon /> {room.location || t('pachmarhi')}</span>
        </>
      }
      basePrice={room.price}
      priceUnit={t('unit.perNight')}
      priceSuffix={t('room.forTwoNights')}
      previewNights={2}
      offer={offer}
      description={room.description}
    />
  );
}
