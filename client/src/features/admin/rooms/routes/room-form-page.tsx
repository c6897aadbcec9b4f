import type { Room } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '../../admin-paths';
import { EditTargetGate } from '../../shared/components/edit-target-gate';
import { useEditTarget } from '../../shared/hooks/use-edit-target';
import { getRoom, ROOM_KEY } from '../api/get-room';
import { RoomForm } from '../components/room-form';

/** /admin/RoomForm: create, or edit with state {isEditing, room} or ?id=. */
export default function RoomFormPage() {
  const target = useEditTarget<Room>('room', ROOM_KEY, getRoom);
  return (
    <EditTargetGate loading={target.isLoading} error={target.error} noun="room" listPath={ADMIN_PATHS.rooms} listLabel="Back to Manage Rooms">
      <RoomForm key={target.item?._id ?? 'new'} room={target.item} />
    </EditTargetGate>
  );
}
