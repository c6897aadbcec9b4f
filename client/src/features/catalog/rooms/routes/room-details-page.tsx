import type { Room } from '@pachmarhi/common/types';
import { DetailLayout } from '@/features/catalog/components/detail-layout';
import { DetailPage } from '@/features/catalog/components/detail-page';
import { AvailabilityCalendar } from '@/features/catalog/components/detail-availability';
import { DetailSection, FactsSection, ListSection } from '@/features/catalog/components/detail-sections';
import { PinIcon } from '@/components/icons';
import { imageUrls } from '@/features/catalog/lib/image-urls';
import { roomQueries } from '@/lib/queries/rooms';

const BACK = '/hotel';

function RoomDetails({ room }: { room: Room }) {
  const spec = room.specifications ?? {};
  const policies = room.policies ?? {};
  return (
    <DetailLayout
      kind="room"
      item={room}
      title={room.name}
      eyebrow={room.hotelName || 'Room'}
      subtitle={<span><PinIcon /> {room.location || 'Pachmarhi'}</span>}
      imageUrls={imageUrls(room.photos)}
      basePrice={room.price}
      priceUnit="per night"
      priceFacts={[['Category', room.category || 'Standard Room']]}
      backTo={BACK}
    >
      <DetailSection title="About this room" show={!!room.description}>
        <p>{room.description}</p>
      </DetailSection>
      <ListSection title="Features" items={room.features} />
      <ListSection title="Amenities" items={room.amenities} />
      <FactsSection
        title="Specifications"
        facts={[['Room size', spec.roomSize], ['Bed type', spec.bedType], ['Capacity', spec.capacity], ['View', spec.view]]}
      />
      <AvailabilityCalendar kind="room" itemId={room._id} />
      <FactsSection
        title="Policies"
        facts={[['Check-in', policies.checkIn], ['Check-out', policies.checkOut], ['Cancellation', policies.cancellation]]}
      />
    </DetailLayout>
  );
}

/** /room-details?id=… (item also taken from navigation state). */
export default function RoomDetailsPage() {
  return (
    <DetailPage kind="room" query={roomQueries.detail} titleOf={(r) => r.name} backTo={BACK}>
      {(room) => <RoomDetails room={room} />}
    </DetailPage>
  );
}
