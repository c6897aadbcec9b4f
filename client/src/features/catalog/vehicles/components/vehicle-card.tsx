import type { Vehicle } from '@pachmarhi/common/types';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { ListingCard } from '@/features/catalog/components/listing-card';
import { PinIcon } from '@/components/icons';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '@/lib/option-label';

/** A vehicle in a list: the brand shows as its type (docs/product.md#screens), priced per day. */
export function VehicleCard({ vehicle, offer }: { vehicle: Vehicle; offer: StayOffer | null }) {
  const { t } = useTranslation('catalog');
  const option = useOptionLabel();
  return (
    <ListingCard
      kind="vehicle"
      item={vehicle}
      title={vehicle.name}
      imagePath={vehicle.images?.[0]}
      meta={
        <>
          {vehicle.brand && <span>{t('vehicle.type', { brand: vehicle.brand })}</span>}
          {vehicle.fuelType && <span>{option(vehicle.fuelType)}</span>}
          <span>
            <PinIcon /> {vehicle.location || t('pachmarhi')}
          </span>
        </>
      }
      basePrice={vehicle.price}
      priceUnit={t('unit.perDay')}
      offer={offer}
      description={vehicle.description}
    />
  );
}
