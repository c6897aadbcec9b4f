import { usePageTitle } from '../../../lib/page-title';
import { ListingSection } from '../../../components/listing-section';
import { TOURS_SECTION } from '../components/tours-section';

/** /tours */
export default function ToursPage() {
  usePageTitle('Tours');
  return (
    <main id="main">
      <ListingSection config={TOURS_SECTION} headingLevel={1} />
    </main>
  );
}
