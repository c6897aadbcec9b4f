import { ROOM_CATEGORIES, ROOM_STATUSES } from '@pachmarhi/common/constants';
import { formatINR, truncate } from '@pachmarhi/common/format';
import type { Room } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { ManagementPage } from '@/features/admin/shared/components/management-page';
import { statusFilter } from '@/features/admin/shared/components/management-table';
import type { FilterDef } from '@/features/admin/shared/components/management-types';
import ui from '@/features/admin/shared/ui.module.css';
import { deleteRoom } from '@/features/admin/rooms/api/delete-room';
import { roomQueries } from '@/lib/queries/rooms';
import { adminText } from '@/i18n';

const filters = (): FilterDef<Room>[] => [
  {
    label: adminText('roomManagementPage.category'),
    options: ['All', ...ROOM_CATEGORIES],
    matches: (r, v) => r.category === v,
  },
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
      title={adminText('roomManagementPage.manageRooms')}
      subtitle={adminText('roomManagementPage.searchFilterBookAnd')}
      addLabel={adminText('roomManagementPage.addNewRoom')}
      searchPlaceholder={adminText('roomManagementPage.searchByNameOr')}
      searchText={(r) => [r.name, r.description]}
      filters={filters()}
      imageHeader={adminText('roomManagementPage.photo')}
      imagesOf={(r) => r.photos ?? []}
      nameOf={(r) => r.name}
      detailsHeader={adminText('roomManagementPage.roomDetails')}
      renderDetails={(r) => (
        <>
          <div className={ui.itemName}>{r.name}</div>
          <div className={ui.itemMeta}>{truncate(r.description)}</div>
        </>
      )}
      columns={[
        // eslint-disable-next-line i18next/no-literal-string -- the stored default value (data), not UI text
        { header: adminText('roomManagementPage.category'), render: (r) => r.category || 'Standard' },
        {
          header: adminText('roomManagementPage.price'),
          render: (r) => (
            <>
              <strong>{formatINR(r.price)}</strong>
              <span className={ui.itemMeta}> {adminText('roomManagementPage.night')}</span>
            </>
          ),
        },
      ]}
    />
  );
}
