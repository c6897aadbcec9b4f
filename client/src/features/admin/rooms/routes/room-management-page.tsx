import { ROOM_CATEGORIES, ROOM_STATUSES } from '@pachmarhi/common/constants';
import { formatINR, truncate } from '@pachmarhi/common/format';
import type { Room } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import { ManagementPage } from '@/features/admin/shared/components/management-page';
import { statusFilter, type FilterDef } from '@/features/admin/shared/components/management-table';
import ui from '@/features/admin/shared/ui.module.css';
import { deleteRoom } from '@/features/admin/rooms/api/delete-room';
import { roomQueries } from '@/lib/queries/rooms';

const FILTERS: FilterDef<Room>[] = [
  { label: 'Category', options: ['All', ...ROOM_CATEGORIES], matches: (r, v) => r.category === v },
  statusFilter<Room>(ROOM_STATUSES),
];

/** /admin/RoomManagement: the rooms table of docs/product.md#screens (Photo, Room Details, Category, Price, Status, Booking, Actions). */
export default function RoomManagementPage() {
  return (
    <ManagementPage<Room>
      kind="room"
      queries={roomQueries}
      remove={deleteRoom}
      formPath={ADMIN_PATHS.roomForm}
      viewPath="/room-details"
      title="Manage Rooms"
      subtitle="Search, filter, book and edit the lodge's rooms."
      addLabel="Add New Room"
      searchPlaceholder="Search by name or description"
      searchText={(r) => [r.name, r.description]}
      filters={FILTERS}
      imageHeader="Photo"
      imagesOf={(r) => r.photos ?? []}
      nameOf={(r) => r.name}
      detailsHeader="Room Details"
      renderDetails={(r) => (
        <>
          <div className={ui.itemName}>{r.name}</div>
          <div className={ui.itemMeta}>{truncate(r.description)}</div>
        </>
      )}
      columns={[
        { header: 'Category', render: (r) => r.category || 'Standard' },
        { header: 'Price', render: (r) => <><strong>{formatINR(r.price)}</strong><span className={ui.itemMeta}> / night</span></> },
      ]}
    />
  );
}
