import type { Vehicle } from '@pachmarhi/common/types';
import { ListingCard } from '../../../components/listing-card';
import { PinIcon } from '../../../components/icons';
import { usePriceDisplay } from '../../../lib/weekend-pricing';
import { useReservationText } from '../../../lib/reservation';

/** A vehicle in a list: the brand shows as its type (spec §2), priced per day. */
export function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const price = usePriceDisplay()(vehicle.price);
  const reserve = useReservationText();
  return (
    <ListingCard
      kind="vehicle"
      item={vehicle}
      title={vehicle.name}
      imagePath={vehicle.images?.[0]}
      tag={vehicle.status && vehicle.status !== 'Available' ? vehicle.status : undefined}
      meta={
        <>
          {vehicle.brand && <span>Type: {vehicle.brand}</span>}
          {vehicle.fuelType && <span>{vehicle.fuelType}</span>}
          <span><PinIcon /> {vehicle.location || 'Pachmarhi'}</span>
        </>
      }
      price={price}
      priceSuffix="per day"
      description={vehicle.description}
      reserveMessage={reserve({ kind: 'vehicle', name: vehicle.name, price: price.amount, unit: 'per day' })}
    />
  );
}
