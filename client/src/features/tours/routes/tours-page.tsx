import { usePageTitle } from '../../../lib/page-title';
import { ToursSection } from '../components/tours-section';

/** /tours */
export default function ToursPage() {
  usePageTitle('Tours');
  return (
    <main id="main">
      <ToursSection headingLevel={1} />
    </main>
  );
}
