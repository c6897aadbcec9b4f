import { usePageTitle } from '../../../lib/page-title';
import { ListingSection } from '../../../components/listing-section';
import { ROOMS_SECTION } from '../components/rooms-section';

/** /hotel */
export default function RoomsPage() {
  usePageTitle('Hotels');
  return (
    <main id="main">
      <ListingSection config={ROOMS_SECTION} headingLevel={1} />
    </main>
  );
}
