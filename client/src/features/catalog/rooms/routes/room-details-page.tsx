import type { Room } from '@pachmarhi/common/types';
import { DetailLayout, POLICIES_ID } from '@/features/catalog/components/detail-layout';
import { DetailPage } from '@/features/catalog/components/detail-page';
import { AvailabilityCalendar } from '@/features/catalog/components/detail-availability';
import {
  DetailMapSection,
  DetailSection,
  FactsSection,
  ListSection,
} from '@/features/catalog/components/detail-sections';
import { PinIcon } from '@/components/icons';
import { imageUrls } from '@/features/catalog/lib/image-urls';
import { roomQueries } from '@/lib/queries/rooms';
import { useTranslation } from 'react-i18next';
import { kindCancellation } from '@pachmarhi/common/cancellation';
import { useOptionLabel } from '@/lib/option-label';

const BACK = '/hotel';

function RoomDetails({ room }: { room: Room }) {
  const spec = room.specifications ?? {};
  const policies = room.policies ?? {};
  const { t } = useTranslation('catalog');
  const option = useOptionLabel();
  return (
    <DetailLayout
      kind="room"
      item={room}
      title={room.name}
      eyebrow={room.hotelName || t('room.eyebrow')}
      subtitle={
        <span>
          <PinIcon /> {room.location || t('pachmarhi')}
        </span>
      }
      imageUrls={imageUrls(room.photos)}
      basePrice={room.price}
      priceUnit={t('unit.perNight')}
      priceFacts={[[t('facts.category'), room.category ? option(room.category) : t('room.defaultCategory')]]}
      cancellation={policies.cancellation}
      backTo={BACK}
    >
      <DetailSection title={t('room.about')} show={!!room.description}>
        <p>{room.description}</p>
      </DetailSection>
      <ListSection title={t('sections.features')} items={room.features} />
      <ListSection title={t('sections.amenities')} items={room.amenities} />
      <FactsSection
        title={t('sections.specifications')}
        facts={[
          [t('facts.roomSize'), spec.roomSize],
          [t('facts.bedType'), spec.bedType],
          [t('facts.capacity'), spec.capacity && option(spec.capacity)],
          [t('facts.view'), spec.view],
        ]}
      />
      <AvailabilityCalendar kind="room" itemId={room._id} />
      <FactsSection
        id={POLICIES_ID}
        title={t('sections.policies')}
        facts={[
          [t('facts.checkIn'), policies.checkIn],
          [t('facts.checkOut'), policies.checkOut],
          [t('facts.cancellation'), policies.cancellation?.trim() || kindCancellation('room')],
        ]}
      />
      <DetailMapSection />
    </DetailLayout>
  );
}

/** /rooms/:slug and the original /room-details?id=… (item also taken from navigation state). */
export default function RoomDetailsPage() {
  return (
    <DetailPage kind="room" queries={roomQueries} titleOf={(r) => r.name} backTo={BACK}>
      {(room) => <RoomDetails room={room} />}
    </DetailPage>
  );
}
