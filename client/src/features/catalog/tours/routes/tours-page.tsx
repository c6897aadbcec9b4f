import { ListingPage } from '@/features/catalog/components/listing-section';
import { TOURS_SECTION } from '@/features/catalog/tours/components/tours-section';

/** /tours */
export default function ToursPage() {
  return <ListingPage config={TOURS_SECTION} pageTitle="Tours" description="Guided tours of Pachmarhi: Dhoopgarh sunrise, Bee Falls, Jata Shankar and the Pandav Caves, with departures, seats left and per-person prices." />;
}
