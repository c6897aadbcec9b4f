import type { Vehicle } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { PinIcon } from '@/components/icons';

/** A vehicle in a list: the brand shows as its type (docs/product.md#screens), priced per day. */
export function VehicleCard({ vehicle, offer }: { vehicle: Vehicle; offer: StayOffer | null }) {
  return (
    <ListingCard
      kind="vehicle"
      item={vehicle}
      title={vehicle.name}
      imagePath={vehicle.images?.[0]}
      meta={
        <>
          {vehicle.brand && <span>Type: {vehicle.brand}</span>}
          {vehicle.fuelType && <span>{vehicle.fuelType}</span>}
          <span><PinIcon /> {vehicle.location || 'Pachmarhi'}</span>
        </>
      }
      basePrice={vehicle.price}
      priceUnit="per day"
      offer={offer}
      description={vehicle.description}
    />
  );
}
