import { usePageTitle } from '../../../lib/page-title';
import { ListingSection } from '../../../components/listing-section';
import { VEHICLES_SECTION } from '../components/vehicles-section';

/** /gypsy */
export default function VehiclesPage() {
  usePageTitle('Gypsy rental');
  return (
    <main id="main">
      <ListingSection config={VEHICLES_SECTION} headingLevel={1} />
    </main>
  );
}
