import { AVAILABILITY_STATUSES, ROOM_CATEGORIES, ROOM_STATUSES } from '@pachmarhi/common/constants';
import { roomInputSchema } from '@pachmarhi/common/schemas/room';
import type { Room } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { EntityFormLayout } from '@/features/admin/shared/components/entity-form-layout';
import { FormSection, PriceField, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { ImagePicker } from '@/features/admin/shared/components/image-picker';
import { ListRowsEditor } from '@/features/admin/shared/components/list-rows-editor';
import { BilingualRows, BilingualText } from '@/features/admin/shared/components/bilingual-fields';
import { CalendarSyncPanel } from '@/features/admin/shared/components/calendar-sync-panel';
import { useEntityForm } from '@/features/admin/shared/hooks/use-entity-form';
import { pickStrings } from '@/features/admin/shared/lib/pick-strings';
import { rowsOrOne } from '@/features/admin/shared/lib/rows-or-one';
import ui from '@/features/admin/shared/ui.module.css';
import { createRoom } from '@/features/admin/rooms/api/create-room';
import { updateRoom } from '@/features/admin/rooms/api/update-room';
import { roomQueries } from '@/lib/queries/rooms';
import { adminText } from '@/i18n';

interface Slot {
  startDate: string;
  endDate: string;
  status: string;
}
interface RoomFormValues {
  name: string;
  price: string;
  units: string;
  baseOccupancy: string;
  extraGuestPrice: string;
  description: string;
  category: string;
  status: string;
  hotelName: string;
  location: string;
  features: string[];
  amenities: string[];
  specifications: { roomSize: string; bedType: string; capacity: string; view: string };
  policies: { checkIn: string; checkOut: string; cancellation: string };
  availability: Slot[];
  /** The Hindi of the texts (optional; empty shows the English). */
  hi: {
    name: string;
    location: string;
    description: string;
    features: string[];
    amenities: string[];
    specifications: { roomSize: string; bedType: string; view: string };
    policies: { checkIn: string; checkOut: string; cancellation: string };
  };
}

const SPEC_KEYS = ['roomSize', 'bedType', 'view'] as const;
const POLICY_KEYS = ['checkIn', 'checkOut', 'cancellation'] as const;

const roomHindi = (hi: Room['hi']): RoomFormValues['hi'] => ({
  name: hi?.name ?? '',
  location: hi?.location ?? '',
  description: hi?.description ?? '',
  features: rowsOrOne(hi?.features),
  amenities: rowsOrOne(hi?.amenities),
  specifications: pickStrings(hi?.specifications, SPEC_KEYS),
  policies: pickStrings(hi?.policies, POLICY_KEYS),
});

const emptySlot = (): Slot => ({ startDate: '', endDate: '', status: 'Available' });

const emptyRoom = (): RoomFormValues => ({
  name: '',
  price: '',
  units: '1',
  baseOccupancy: '',
  extraGuestPrice: '0',
  description: '',
  category: 'Standard',
  status: 'Available',
  hotelName: '',
  location: '',
  features: [''],
  amenities: [''],
  specifications: { roomSize: '', bedType: '', capacity: '', view: '' },
  policies: { checkIn: '', checkOut: '', cancellation: '' },
  // No slot to start with: availability lives in the reservations calendar now; a slot added here needs both dates.
  availability: [],
  hi: roomHindi(undefined),
});

const roomValues = (r: Room): RoomFormValues => ({
  name: r.name,
  price: String(r.price ?? ''),
  units: String(r.units ?? 1),
  baseOccupancy: r.baseOccupancy == null ? '' : String(r.baseOccupancy),
  extraGuestPrice: String(r.extraGuestPrice ?? 0),
  description: r.description ?? '',
  category: r.category || 'Standard',
  status: r.status || 'Available',
  hotelName: r.hotelName ?? '',
  location: r.location ?? '',
  features: rowsOrOne(r.features),
  amenities: rowsOrOne(r.amenities),
  specifications: pickStrings(r.specifications, ['roomSize', 'bedType', 'capacity', 'view']),
  policies: pickStrings(r.policies, POLICY_KEYS),
  // A room stored without slots stays without: the admin adds one only if needed.
  availability: (r.availability ?? []).map((s) => ({
    startDate: s.startDate,
    endDate: s.endDate,
    status: s.status || 'Available',
  })),
  hi: roomHindi(r.hi),
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
    <EntityFormLayout
      form={f}
      noun={adminText('roomForm.room')}
      itemName={room?.name}
      newSubtitle={adminText('roomForm.fillInTheDetails')}
      listLabel={adminText('roomForm.manageRooms')}
    >
      <FormSection title={adminText('roomForm.roomInformation')}>
        <div className={ui.grid2}>
          <BilingualText
            label={adminText('roomForm.roomName')}
            required
            en={bind('name')}
            hi={bind('hi.name')}
            placeholder={adminText('roomForm.deluxeValleyViewRoom')}
          />
          <PriceField unit="night" {...bind('price')} placeholder="2500" />
          <SelectField label={adminText('roomForm.category')} {...bind('category')} options={ROOM_CATEGORIES} />
          <SelectField label={adminText('roomForm.status')} {...bind('status')} options={ROOM_STATUSES} />
          <TextField
            label={adminText('roomForm.units')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            {...bind('units')}
            hint={adminText('roomForm.identicalRoomsThisListing')}
          />
          <TextField
            label={adminText('roomForm.baseOccupancy')}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
            {...bind('baseOccupancy')}
            hint={adminText('roomForm.baseOccupancyHint')}
          />
          <TextField
            label={adminText('roomForm.extraGuestPrice')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            {...bind('extraGuestPrice')}
            hint={adminText('roomForm.extraGuestPriceHint')}
          />
          {room && <CalendarSyncPanel kind="room" id={room._id} />}
          <TextField
            label={adminText('roomForm.hotelName')}
            {...bind('hotelName')}
            placeholder={adminText('roomForm.pachmarhiHillLodge')}
          />
          <BilingualText
            label={adminText('roomForm.location')}
            en={bind('location')}
            hi={bind('hi.location')}
            placeholder={adminText('roomForm.pachmarhi')}
            hint={adminText('roomForm.leaveEmptyForPachmarhi')}
          />
          <BilingualText
            label={adminText('roomForm.description')}
            required
            multiline
            en={bind('description')}
            hi={bind('hi.description')}
            rows={4}
            placeholder={adminText('roomForm.describeTheRoomIts')}
          />
        </div>
      </FormSection>

      <FormSection title={adminText('roomForm.photos')} hint={adminText('roomForm.upTo5Photos')}>
        <ImagePicker
          label={adminText('roomForm.photos')}
          images={f.images}
          onChange={f.setImages}
          disabled={f.saving}
        />
      </FormSection>

      <FormSection title={adminText('roomForm.features')}>
        <BilingualRows
          title={adminText('roomForm.features')}
          itemLabel={adminText('roomForm.feature')}
          en={values.features}
          hi={values.hi.features}
          onChangeEn={(rows) => setField('features', rows)}
          onChangeHi={(rows) => setField('hi.features', rows)}
          placeholder={adminText('roomForm.eGPrivateBalcony')}
        />
      </FormSection>
      <FormSection title={adminText('roomForm.amenities')}>
        <BilingualRows
          title={adminText('roomForm.amenities')}
          itemLabel={adminText('roomForm.amenity')}
          en={values.amenities}
          hi={values.hi.amenities}
          onChangeEn={(rows) => setField('amenities', rows)}
          onChangeHi={(rows) => setField('hi.amenities', rows)}
          placeholder={adminText('roomForm.eGFreeWi')}
        />
      </FormSection>

      <FormSection title={adminText('roomForm.specifications')}>
        <div className={ui.grid2}>
          <BilingualText
            label={adminText('roomForm.roomSize')}
            en={bind('specifications.roomSize')}
            hi={bind('hi.specifications.roomSize')}
            placeholder={adminText('roomForm.350SqFt')}
          />
          <BilingualText
            label={adminText('roomForm.bedType')}
            en={bind('specifications.bedType')}
            hi={bind('hi.specifications.bedType')}
            placeholder={adminText('roomForm.king')}
          />
          <TextField
            label={adminText('roomForm.capacity')}
            {...bind('specifications.capacity')}
            placeholder={adminText('roomForm.2Adults1Child')}
          />
          <BilingualText
            label={adminText('roomForm.view')}
            en={bind('specifications.view')}
            hi={bind('hi.specifications.view')}
            placeholder={adminText('roomForm.valleyView')}
          />
        </div>
      </FormSection>

      <FormSection title={adminText('roomForm.policies')}>
        <div className={ui.grid2}>
          <BilingualText
            label={adminText('roomForm.checkIn')}
            en={bind('policies.checkIn')}
            hi={bind('hi.policies.checkIn')}
            placeholder={adminText('roomForm.1200Pm')}
          />
          <BilingualText
            label={adminText('roomForm.checkOut')}
            en={bind('policies.checkOut')}
            hi={bind('hi.policies.checkOut')}
            placeholder={adminText('roomForm.1100Am')}
          />
          <BilingualText
            label={adminText('roomForm.cancellationPolicy')}
            multiline
            en={bind('policies.cancellation')}
            hi={bind('hi.policies.cancellation')}
            rows={3}
            placeholder={adminText('roomForm.freeCancellationUpTo')}
          />
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
          optional
          renderRow={(slot, i) => (
            <div className={ui.grid3}>
              <TextField
                label={adminText('roomForm.startDate')}
                required
                type="date"
                value={slot.startDate}
                error={errors[`availability.${i}.startDate`]}
                onChange={(v) => setField(`availability.${i}.startDate`, v)}
              />
              <TextField
                label={adminText('roomForm.endDate')}
                required
                type="date"
                min={slot.startDate || undefined}
                value={slot.endDate}
                error={errors[`availability.${i}.endDate`]}
                onChange={(v) => setField(`availability.${i}.endDate`, v)}
              />
              <SelectField
                label={adminText('roomForm.status')}
                value={slot.status}
                onChange={(v) => setField(`availability.${i}.status`, v)}
                options={AVAILABILITY_STATUSES}
              />
            </div>
          )}
        />
      </FormSection>
    </EntityFormLayout>
  );
}
