import type { Room } from '@pachmarhi/common/types';
import { formatDateIST } from '@pachmarhi/common/format';
import { useQuery } from '@tanstack/react-query';
import { DetailLayout, DetailStatus } from '../../../components/detail-layout';
import { DetailSection, FactsSection, ListSection } from '../../../components/detail-sections';
import { PinIcon } from '../../../components/icons';
import { detailViewState, useDetailParams } from '../../../lib/detail-item';
import { imageUrls } from '../../../lib/images';
import { usePageTitle } from '../../../lib/page-title';
import { useReservationText } from '../../../lib/reservation';
import { usePriceDisplay } from '../../../lib/weekend-pricing';
import { roomQuery } from '../api/get-room';
import { StatusBadge } from '../../../components/status-badge';

const BACK = '/hotel';

/** Availability rows in either reading of spec §3: {startDate, endDate, status} or {date, status}. */
function availabilityRows(room: Room): string[] {
  const slots = (room.availability ?? []) as unknown as { startDate?: string; endDate?: string; date?: string; status?: string }[];
  return slots
    .map((s) => {
      const dates = s.date ? formatDateIST(s.date) : [s.startDate, s.endDate].filter(Boolean).map((d) => formatDateIST(d)).join(' – ');
      return dates ? `${dates}${s.status ? `: ${s.status}` : ''}` : '';
    })
    .filter(Boolean);
}

/** /room-details?id=… (item also taken from navigation state). */
export default function RoomDetailsPage() {
  const { id, fromState } = useDetailParams<Room>('room');
  const query = useQuery(roomQuery(id, fromState));
  const room = query.data;
  const priceOf = usePriceDisplay();
  const reserve = useReservationText();
  usePageTitle(room?.name ?? 'Room details');

  const view = detailViewState(id, query);
  if (view !== 'ready' || !room) return <DetailStatus state={view === 'ready' ? 'empty' : view} emptyText="No room details found." backTo={BACK} onRetry={() => void query.refetch()} />;

  const price = priceOf(room.price);
  const spec = room.specifications ?? {};
  const policies = room.policies ?? {};
  return (
    <DetailLayout
      kind="room"
      item={room}
      title={room.name}
      eyebrow={room.hotelName || 'Room'}
      subtitle={
        <>
          <span><PinIcon /> {room.location || 'Pachmarhi'}</span>
          <StatusBadge status={room.status || 'Available'} kind="room" />
        </>
      }
      imageUrls={imageUrls(room.photos)}
      price={price}
      priceUnit="per night"
      priceFacts={[['Category', room.category || 'Standard Room']]}
      reserveMessage={reserve({ kind: 'room', name: room.name, price: price.amount, unit: 'per night' })}
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
      <ListSection title="Availability" items={availabilityRows(room)} icon="dot" />
      <FactsSection
        title="Policies"
        facts={[['Check-in', policies.checkIn], ['Check-out', policies.checkOut], ['Cancellation', policies.cancellation]]}
      />
    </DetailLayout>
  );
}

