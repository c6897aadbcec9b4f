import { usePageTitle } from '../../../lib/page-title';
import { RoomsSection } from '../components/rooms-section';

/** /hotel */
export default function RoomsPage() {
  usePageTitle('Hotels');
  return (
    <main id="main">
      <RoomsSection headingLevel={1} />
    </main>
  );
}
