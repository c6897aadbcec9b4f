import { ListingPage } from '../../../components/listing-section';
import { VEHICLES_SECTION } from '../components/vehicles-section';

/** /gypsy */
export default function VehiclesPage() {
  return <ListingPage config={VEHICLES_SECTION} pageTitle="Gypsy rental" />;
}
