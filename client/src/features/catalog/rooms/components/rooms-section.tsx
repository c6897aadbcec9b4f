import type { Room } from '@pachmarhi/common/types';
import type { ListingSectionConfig } from '@/features/catalog/components/listing-section';
import { roomQueries } from '@/lib/queries/rooms';
import { RoomCard } from './room-card';

/** The room list: the whole /hotel page, or a section of the home page. */
export const ROOMS_SECTION: ListingSectionConfig<Room> = {
  kind: 'room',
  id: 'rooms',
  title: 'room.sectionTitle',
  subtitle: 'room.sectionSubtitle',
  emptyText: 'room.empty',
  moreHref: '/hotel',
  query: roomQueries.list(),
  renderItem: (room, offer) => <RoomCard room={room} offer={offer} />,
};
