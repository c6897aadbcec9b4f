import type { Room } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { EditTargetGate } from '@/features/admin/shared/components/edit-target-gate';
import { useEditTarget } from '@/features/admin/shared/hooks/use-edit-target';
import { roomQueries } from '@/lib/queries/rooms';
import { RoomForm } from '@/features/admin/rooms/components/room-form';
import { adminText } from '@/i18n';

/** /admin/RoomForm: create, or edit with state {isEditing, room} or ?id=. */
export default function RoomFormPage() {
  const target = useEditTarget<Room>('room', roomQueries);
  return (
    <EditTargetGate
      loading={target.isLoading}
      error={target.error}
      noun="room"
      listPath={ADMIN_PATHS.rooms}
      listLabel={adminText('roomFormPage.backToManageRooms')}
    >
      <RoomForm key={target.item?._id ?? 'new'} room={target.item} />
    </EditTargetGate>
  );
}
