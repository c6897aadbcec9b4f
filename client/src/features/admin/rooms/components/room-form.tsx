import { AVAILABILITY_STATUSES, ROOM_CATEGORIES, ROOM_STATUSES } from '@pachmarhi/common/constants';
import { roomInputSchema } from '@pachmarhi/common/schemas/room';
import type { Room } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import { EntityFormLayout } from '@/features/admin/shared/components/entity-form-layout';
import { FormSection, PriceField, SelectField, TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { ImagePicker } from '@/features/admin/shared/components/image-picker';
import { ListRowsEditor, TextRowsEditor } from '@/features/admin/shared/components/list-rows-editor';
import { IcalLink } from '@/features/admin/shared/components/ical-link';
import { useEntityForm } from '@/features/admin/shared/hooks/use-entity-form';
import { pickStrings } from '@/features/admin/shared/lib/pick-strings';
import { rowsOrOne } from '@/features/admin/shared/lib/rows-or-one';
import ui from '@/features/admin/shared/ui.module.css';
import { createRoom } from '@/features/admin/rooms/api/create-room';
import { updateRoom } from '@/features/admin/rooms/api/update-room';
import { roomQueries } from '@/lib/queries/rooms';
import { adminText } from '@/i18n';

interface Slot { startDate: string; endDate: string; status: string }
interface RoomFormValues {
  name: string; price: string; units: string; description: string; category: string; status: string; hotelName: string; location: string;
  features: string[]; amenities: string[];
  specifications: { roomSize: string; bedType: string; capacity: string; view: string };
  policies: { checkIn: string; checkOut: string; cancellation: string };
  availability: Slot[];
}

const emptySlot = (): Slot => ({ startDate: '', endDate: '', status: 'Available' });

const emptyRoom = (): RoomFormValues => ({
  name: '', price: '', units: '1', description: '', category: 'Standard', status: 'Available', hotelName: '', location: '',
  features: [''], amenities: [''],
  specifications: { roomSize: '', bedType: '', capacity: '', view: '' },
  policies: { checkIn: '', checkOut: '', cancellation: '' },
  availability: [emptySlot()],
});

const roomValues = (r: Room): RoomFormValues => ({
  name: r.name, price: String(r.price ?? ''), units: String(r.units ?? 1), description: r.description ?? '', category: r.category || 'Standard',
  status: r.status || 'Available', hotelName: r.hotelName ?? '', location: r.location ?? '',
  features: rowsOrOne(r.features), amenities: rowsOrOne(r.amenities),
  specifications: pickStrings(r.specifications, ['roomSize', 'bedType', 'capacity', 'view']),
  policies: pickStrings(r.policies, ['checkIn', 'checkOut', 'cancellation']),
  // A room stored without slots stays without: the admin adds one only if needed.
  availability: (r.availability ?? []).map((s) => ({ startDate: s.startDate, endDate: s.endDate, status: s.status || 'Available' })),
});

/** Add / edit a room: every field of docs/product.md#admin-forms, validated by the shared `roomInputSchema`. */
export function RoomForm({ room }: { room?: Room }) {
  const f = useEntityForm({
    schema: roomInputSchema,
    empty: emptyRoom,
    fromItem: roomValues,
    item: room,
    imagesOf: (r: Room) => r.photos,
    create: createRoom,
    update: updateRoom,
    listKey: roomQueries.all,
    listPath: ADMIN_PATHS.rooms,
    messages: {
      created: () => '✅ Room created successfully!',
      updated: () => adminText('roomForm.roomUpdatedSuccessfully'),
      // docs/product.md#messages: the create call throws 'Room creation failed'; the admin sees this text.
      failed: () => '❌ Failed to submit room',
    },
  });
  const { values, bind, setField, errors } = f;

  return (
    <EntityFormLayout form={f} noun={adminText('roomForm.room')} itemName={room?.name} newSubtitle={adminText('roomForm.fillInTheDetails')} listLabel={adminText('roomForm.manageRooms')}>
      <FormSection title={adminText('roomForm.roomInformation')}>
        <div className={ui.grid2}>
          <TextField label={adminText('roomForm.roomName')} required {...bind('name')} placeholder={adminText('roomForm.deluxeValleyViewRoom')} autoComplete="off" />
          <PriceField unit="night" {...bind('price')} placeholder="2500" />
          <SelectField label={adminText('roomForm.category')} {...bind('category')} options={ROOM_CATEGORIES} />
          <SelectField label={adminText('roomForm.status')} {...bind('status')} options={ROOM_STATUSES} />
          <TextField label={adminText('roomForm.units')} type="number" inputMode="numeric" min={1} max={500} step={1} {...bind('units')} hint={adminText('roomForm.identicalRoomsThisListing')} />
          {room && <IcalLink kind="room" id={room._id} />}
          <TextField label={adminText('roomForm.hotelName')} {...bind('hotelName')} placeholder={adminText('roomForm.pachmarhiHillLodge')} />
          <TextField label={adminText('roomForm.location')} {...bind('location')} placeholder={adminText('roomForm.pachmarhi')} hint={adminText('roomForm.leaveEmptyForPachmarhi')} />
          <TextAreaField label={adminText('roomForm.description')} required className={ui.span2} {...bind('description')} rows={4} placeholder={adminText('roomForm.describeTheRoomIts')} />
        </div>
      </FormSection>

      <FormSection title={adminText('roomForm.photos')} hint={adminText('roomForm.upTo5Photos')}>
        <ImagePicker label={adminText('roomForm.photos')} images={f.images} onChange={f.setImages} disabled={f.saving} />
      </FormSection>

      <div className={ui.grid2}>
        <FormSection title={adminText('roomForm.features')}>
          <TextRowsEditor itemLabel={adminText('roomForm.feature')} rows={values.features} onChange={(rows) => setField('features', rows)} placeholder={adminText('roomForm.eGPrivateBalcony')} />
        </FormSection>
        <FormSection title={adminText('roomForm.amenities')}>
          <TextRowsEditor itemLabel={adminText('roomForm.amenity')} rows={values.amenities} onChange={(rows) => setField('amenities', rows)} placeholder={adminText('roomForm.eGFreeWi')} />
        </FormSection>
      </div>

      <FormSection title={adminText('roomForm.specifications')}>
        <div className={ui.grid2}>
          <TextField label={adminText('roomForm.roomSize')} {...bind('specifications.roomSize')} placeholder={adminText('roomForm.350SqFt')} />
          <TextField label={adminText('roomForm.bedType')} {...bind('specifications.bedType')} placeholder={adminText('roomForm.king')} />
          <TextField label={adminText('roomForm.capacity')} {...bind('specifications.capacity')} placeholder={adminText('roomForm.2Adults1Child')} />
          <TextField label={adminText('roomForm.view')} {...bind('specifications.view')} placeholder={adminText('roomForm.valleyView')} />
        </div>
      </FormSection>

      <FormSection title={adminText('roomForm.policies')}>
        <div className={ui.grid2}>
          <TextField label={adminText('roomForm.checkIn')} {...bind('policies.checkIn')} placeholder={adminText('roomForm.1200Pm')} />
          <TextField label={adminText('roomForm.checkOut')} {...bind('policies.checkOut')} placeholder={adminText('roomForm.1100Am')} />
          <TextAreaField label={adminText('roomForm.cancellationPolicy')} className={ui.span2} {...bind('policies.cancellation')} rows={3} placeholder={adminText('roomForm.freeCancellationUpTo')} />
        </div>
      </FormSection>

      <FormSection title={adminText('roomForm.availability')} hint={adminText('roomForm.eachSlotNeedsA')}>
        <ListRowsEditor
          itemLabel={adminText('roomForm.slot')}
          rows={values.availability}
          onChange={(rows) => setField('availability', rows)}
          makeEmpty={emptySlot}
          rowTitle={(_, i) => `Slot ${i + 1}`}
          addLabel={adminText('roomForm.addAvailabilitySlot')}
          renderRow={(slot, i) => (
            <div className={ui.grid3}>
              <TextField label={adminText('roomForm.startDate')} required type="date" value={slot.startDate} error={errors[`availability.${i}.startDate`]} onChange={(v) => setField(`availability.${i}.startDate`, v)} />
              <TextField label={adminText('roomForm.endDate')} required type="date" min={slot.startDate || undefined} value={slot.endDate} error={errors[`availability.${i}.endDate`]} onChange={(v) => setField(`availability.${i}.endDate`, v)} />
              <SelectField label={adminText('roomForm.status')} value={slot.status} onChange={(v) => setField(`availability.${i}.status`, v)} options={AVAILABILITY_STATUSES} />
            </div>
          )}
        />
      </FormSection>
    </EntityFormLayout>
  );
}
