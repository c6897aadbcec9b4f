import { ListingPage } from '@/features/catalog/components/listing-section';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';

/** /hotel */
export default function RoomsPage() {
  return <ListingPage config={ROOMS_SECTION} pageTitle="Hotels" />;
}
