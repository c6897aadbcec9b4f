import { ListingPage } from '@/features/catalog/components/listing-section';
import { VEHICLES_SECTION } from '@/features/catalog/vehicles/components/vehicles-section';

/** /gypsy */
export default function VehiclesPage() {
  return <ListingPage config={VEHICLES_SECTION} pageTitle="Gypsy rental" description="Open Gypsy jeeps with a driver for Satpura safaris and Pachmarhi sightseeing, priced per day, with the days still free." />;
}
