import { usePageTitle } from '../../../lib/page-title';
import { VehiclesSection } from '../components/vehicles-section';

/** /gypsy */
export default function VehiclesPage() {
  usePageTitle('Gypsy rental');
  return (
    <main id="main">
      <VehiclesSection headingLevel={1} />
    </main>
  );
}
