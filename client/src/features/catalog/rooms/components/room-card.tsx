import type { Room } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { PinIcon, StarIcon } from '@/components/icons';

/** Fixed rating shown on room cards (docs/product.md#screens). */
export const ROOM_RATING = '4.9';

/** A room in a list: 'Guest favourite', rating 4.9 and the price 'for 2 nights' (docs/product.md#screens). */
export function RoomCard({ room, offer }: { room: Room; offer: StayOffer | null }) {
  return (
    <ListingCard
      kind="room"
      item={room}
      title={room.name}
      imagePath={room.photos?.[0]}
      tag="Guest favourite"
      meta={
        <>
          <span aria-label={`Rated ${ROOM_RATING} out of 5`}><StarIcon style={{ color: 'var(--color-accent)' }} /> {ROOM_RATING}</span>
          <span><PinIcon /> {room.location || 'Pachmarhi'}</span>
        </>
      }
      basePrice={room.price}
      priceUnit="per night"
      priceSuffix="for 2 nights"
      previewNights={2}
      offer={offer}
      description={room.description}
    />
  );
}
