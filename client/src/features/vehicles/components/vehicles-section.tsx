import { ListingGrid } from '../../../components/listing-grid';
import { useVehicles } from '../api/get-vehicles';
import { VehicleCard } from './vehicle-card';

export const VEHICLES_TITLE = 'Available Vehicles';

/** The vehicle list: the whole /gypsy page, or a section of the home page (`limit`). */
export function VehiclesSection({ headingLevel = 2, limit }: { headingLevel?: 1 | 2; limit?: number }) {
  const { data, isLoading } = useVehicles();
  return (
    <ListingGrid
      id="vehicles"
      title={VEHICLES_TITLE}
      subtitle="Open Gypsy jeeps with local drivers for safaris, sunrise points and sightseeing."
      headingLevel={headingLevel}
      items={data}
      isLoading={isLoading}
      emptyText="No vehicles available right now"
      limit={limit}
      moreHref="/gypsy"
      renderItem={(v) => <VehicleCard vehicle={v} />}
    />
  );
}
