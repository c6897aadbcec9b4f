import { ListingGrid } from '../../../components/listing-grid';
import { useRooms } from '../api/get-rooms';
import { RoomCard } from './room-card';

export const ROOMS_TITLE = 'Popular homes in pachmarhi';

/** The room list: the whole /hotel page, or a section of the home page (`limit`). */
export function RoomsSection({ headingLevel = 2, limit }: { headingLevel?: 1 | 2; limit?: number }) {
  const { data, isLoading } = useRooms();
  return (
    <ListingGrid
      id="rooms"
      title={ROOMS_TITLE}
      subtitle="Cosy rooms and cottages among the Satpura hills, loved by our guests."
      headingLevel={headingLevel}
      items={data}
      isLoading={isLoading}
      emptyText="No rooms available right now"
      limit={limit}
      moreHref="/hotel"
      renderItem={(room) => <RoomCard room={room} />}
    />
  );
}
