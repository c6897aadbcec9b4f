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
      updated: () => 'Room updated successfully!',
      // docs/product.md#messages: the create call throws 'Room creation failed'; the admin sees this text.
      failed: () => '❌ Failed to submit room',
    },
  });
  const { values, bind, setField, errors } = f;

  return (
    <EntityFormLayout form={f} noun="Room" itemName={room?.name} newSubtitle="Fill in the details and add up to 5 photos." listLabel="Manage Rooms">
      <FormSection title="Room Information">
        <div className={ui.grid2}>
          <TextField label="Room Name" required {...bind('name')} placeholder="Deluxe Valley View Room" autoComplete="off" />
          <PriceField unit="night" {...bind('price')} placeholder="2500" />
          <SelectField label="Category" {...bind('category')} options={ROOM_CATEGORIES} />
          <SelectField label="Status" {...bind('status')} options={ROOM_STATUSES} />
          <TextField label="Units" type="number" inputMode="numeric" min={1} max={500} step={1} {...bind('units')} hint="Identical rooms this listing stands for; each reservation takes one" />
          {room && <IcalLink kind="room" id={room._id} />}
          <TextField label="Hotel Name" {...bind('hotelName')} placeholder="Pachmarhi Hill Lodge" />
          <TextField label="Location" {...bind('location')} placeholder="Pachmarhi" hint="Leave empty for Pachmarhi" />
          <TextAreaField label="Description" required className={ui.span2} {...bind('description')} rows={4} placeholder="Describe the room, its view and comforts" />
        </div>
      </FormSection>

      <FormSection title="Photos" hint="Up to 5 photos; the first is the thumbnail. Click a photo to crop it.">
        <ImagePicker label="Photos" images={f.images} onChange={f.setImages} disabled={f.saving} />
      </FormSection>

      <div className={ui.grid2}>
        <FormSection title="Features">
          <TextRowsEditor itemLabel="Feature" rows={values.features} onChange={(rows) => setField('features', rows)} placeholder="e.g. Private balcony" />
        </FormSection>
        <FormSection title="Amenities">
          <TextRowsEditor itemLabel="Amenity" rows={values.amenities} onChange={(rows) => setField('amenities', rows)} placeholder="e.g. Free Wi-Fi" />
        </FormSection>
      </div>

      <FormSection title="Specifications">
        <div className={ui.grid2}>
          <TextField label="Room Size" {...bind('specifications.roomSize')} placeholder="350 sq ft" />
          <TextField label="Bed Type" {...bind('specifications.bedType')} placeholder="King" />
          <TextField label="Capacity" {...bind('specifications.capacity')} placeholder="2 adults, 1 child" />
          <TextField label="View" {...bind('specifications.view')} placeholder="Valley view" />
        </div>
      </FormSection>

      <FormSection title="Policies">
        <div className={ui.grid2}>
          <TextField label="Check-in" {...bind('policies.checkIn')} placeholder="12:00 PM" />
          <TextField label="Check-out" {...bind('policies.checkOut')} placeholder="11:00 AM" />
          <TextAreaField label="Cancellation Policy" className={ui.span2} {...bind('policies.cancellation')} rows={3} placeholder="Free cancellation up to 48 hours before check-in" />
        </div>
      </FormSection>

      <FormSection title="Availability" hint="Each slot needs a start and an end date.">
        <ListRowsEditor
          itemLabel="Slot"
          rows={values.availability}
          onChange={(rows) => setField('availability', rows)}
          makeEmpty={emptySlot}
          rowTitle={(_, i) => `Slot ${i + 1}`}
          addLabel="Add Availability Slot"
          renderRow={(slot, i) => (
            <div className={ui.grid3}>
              <TextField label="Start Date" required type="date" value={slot.startDate} error={errors[`availability.${i}.startDate`]} onChange={(v) => setField(`availability.${i}.startDate`, v)} />
              <TextField label="End Date" required type="date" min={slot.startDate || undefined} value={slot.endDate} error={errors[`availability.${i}.endDate`]} onChange={(v) => setField(`availability.${i}.endDate`, v)} />
              <SelectField label="Status" value={slot.status} onChange={(v) => setField(`availability.${i}.status`, v)} options={AVAILABILITY_STATUSES} />
            </div>
          )}
        />
      </FormSection>
    </EntityFormLayout>
  );
}
