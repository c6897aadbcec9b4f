import { ListingPage } from '@/components/listing-section';
import { ROOMS_SECTION } from '@/features/rooms/components/rooms-section';

/** /hotel */
export default function RoomsPage() {
  return <ListingPage config={ROOMS_SECTION} pageTitle="Hotels" />;
}
