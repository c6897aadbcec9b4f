import { ListingPage } from '@/features/catalog/components/listing-section';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';

/** /hotel */
export default function RoomsPage() {
  return <ListingPage config={ROOMS_SECTION} pageTitle="Rooms" description="Rooms and suites in Pachmarhi with the total for your dates, what is free and reservation by WhatsApp or phone." />;
}
