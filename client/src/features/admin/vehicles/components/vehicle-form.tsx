import { AVAILABILITY_STATUSES, FUEL_TYPES, VEHICLE_STATUSES } from '@pachmarhi/common/constants';
import { vehicleInputSchema } from '@pachmarhi/common/schemas/vehicle';
import type { Vehicle } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { EntityFormLayout } from '@/features/admin/shared/components/entity-form-layout';
import { FormSection, PriceField, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { ImagePicker } from '@/features/admin/shared/components/image-picker';
import { ListRowsEditor } from '@/features/admin/shared/components/list-rows-editor';
import { BilingualRows, BilingualText } from '@/features/admin/shared/components/bilingual-fields';
import { CalendarSyncPanel } from '@/features/admin/shared/components/calendar-sync-panel';
import { VehiclePapersPanel } from '@/features/admin/shared/components/vehicle-papers-panel';
import { useEntityForm } from '@/features/admin/shared/hooks/use-entity-form';
import { pickStrings } from '@/features/admin/shared/lib/pick-strings';
import { rowsOrOne } from '@/features/admin/shared/lib/rows-or-one';
import ui from '@/features/admin/shared/ui.module.css';
import { createVehicle } from '@/features/admin/vehicles/api/create-vehicle';
import { updateVehicle } from '@/features/admin/vehicles/api/update-vehicle';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { adminText } from '@/i18n';

interface Slot {
  date: string;
  status: string;
}
interface VehicleFormValues {
  name: string;
  units: string;
  brand: string;
  model: string;
  fuelType: string;
  price: string;
  description: string;
  status: string;
  location: string;
  category: string;
  features: string[];
  specifications: string[];
  availability: Slot[];
  vehicleInfo: { model: string; year: string; seats: string; fuelType: string; transmission: string; mileage: string };
  rentalTerms: { minimumRental: string; deposit: string; insurance: string; cancellation: string };
  /** The Hindi of the texts (optional; empty shows the English). */
  hi: {
    name: string;
    location: string;
    category: string;
    description: string;
    features: string[];
    specifications: string[];
    vehicleInfo: { seats: string; transmission: string; mileage: string };
    rentalTerms: { minimumRental: string; deposit: string; insurance: string; cancellation: string };
  };
}

const TERM_KEYS = ['minimumRental', 'deposit', 'insurance', 'cancellation'] as const;

const vehicleHindi = (hi: Vehicle['hi']): VehicleFormValues['hi'] => ({
  name: hi?.name ?? '',
  location: hi?.location ?? '',
  category: hi?.category ?? '',
  description: hi?.description ?? '',
  features: rowsOrOne(hi?.features),
  specifications: rowsOrOne(hi?.specifications),
  vehicleInfo: pickStrings(hi?.vehicleInfo, ['seats', 'transmission', 'mileage']),
  rentalTerms: pickStrings(hi?.rentalTerms, TERM_KEYS),
});

const emptySlot = (): Slot => ({ date: '', status: 'Available' });

/** docs/product.md#behaviour defaults after a create: fuel Petrol, status Available, one empty row per list. */
const emptyVehicle = (): VehicleFormValues => ({
  name: '',
  units: '1',
  brand: '',
  model: '',
  fuelType: 'Petrol',
  price: '',
  description: '',
  status: 'Available',
  location: '',
  category: '',
  features: [''],
  specifications: [''],
  availability: [emptySlot()],
  vehicleInfo: { model: '', year: '', seats: '', fuelType: '', transmission: '', mileage: '' },
  rentalTerms: { minimumRental: '', deposit: '', insurance: '', cancellation: '' },
  hi: vehicleHindi(undefined),
});

const vehicleValues = (v: Vehicle): VehicleFormValues => ({
  name: v.name,
  units: String(v.units ?? 1),
  brand: v.brand ?? '',
  model: v.model ?? '',
  fuelType: v.fuelType || 'Petrol',
  price: String(v.price ?? ''),
  description: v.description ?? '',
  status: v.status || 'Available',
  location: v.location ?? '',
  category: v.category ?? '',
  features: rowsOrOne(v.features),
  specifications: rowsOrOne(v.specifications),
  availability: v.availability?.length
    ? v.availability.map((s) => ({ date: s.date, status: s.status || 'Available' }))
    : [emptySlot()],
  vehicleInfo: pickStrings(v.vehicleInfo, ['model', 'year', 'seats', 'fuelType', 'transmission', 'mileage']),
  rentalTerms: pickStrings(v.rentalTerms, TERM_KEYS),
  hi: vehicleHindi(v.hi),
});

/** Add / edit a Gypsy: every field of docs/product.md#admin-forms, validated by the shared `vehicleInputSchema`. */
export function VehicleForm({ vehicle }: { vehicle?: Vehicle }) {
  const f = useEntityForm({
    schema: vehicleInputSchema,
    empty: emptyVehicle,
    fromItem: vehicleValues,
    item: vehicle,
    imagesOf: (v: Vehicle) => v.images,
    create: createVehicle,
    update: updateVehicle,
    listKey: vehicleQueries.all,
    listPath: ADMIN_PATHS.vehicles,
    messages: {
      created: (m) => m || adminText('vehicleForm.vehicleCreatedSuccessfully'),
      updated: (m) => m || adminText('vehicleForm.vehicleUpdatedSuccessfully'),
      failed: () => adminText('vehicleForm.errorSavingVehicle'),
    },
  });
  const { values, bind, setField, errors } = f;

  return (
    <EntityFormLayout
      form={f}
      noun={adminText('vehicleForm.gypsy')}
      itemName={vehicle?.name}
      newSubtitle={adminText('vehicleForm.aGypsyJeepFor')}
      listLabel={adminText('vehicleForm.manageGypsy')}
    >
      <FormSection title={adminText('vehicleForm.vehicleInformation')}>
        <div className={ui.grid2}>
          <BilingualText
            label={adminText('vehicleForm.vehicleName')}
            required
            en={bind('name')}
            hi={bind('hi.name')}
            placeholder={adminText('vehicleForm.openGypsySafari')}
          />
          <TextField
            label={adminText('vehicleForm.brand')}
            required
            {...bind('brand')}
            placeholder={adminText('vehicleForm.marutiSuzuki')}
          />
          <TextField
            label={adminText('vehicleForm.model')}
            required
            {...bind('model')}
            placeholder={adminText('vehicleForm.gypsyKing')}
          />
          <SelectField label={adminText('vehicleForm.fuelType')} {...bind('fuelType')} options={FUEL_TYPES} />
          <PriceField unit="day" {...bind('price')} placeholder="3500" />
          <SelectField label={adminText('vehicleForm.status')} {...bind('status')} options={VEHICLE_STATUSES} />
          <TextField
            label={adminText('vehicleForm.units')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            {...bind('units')}
            hint={adminText('vehicleForm.identicalVehiclesThisListing')}
          />
          {vehicle && <CalendarSyncPanel kind="vehicle" id={vehicle._id} />}
          {vehicle && <VehiclePapersPanel vehicleId={vehicle._id} />}
          <BilingualText
            label={adminText('vehicleForm.location')}
            en={bind('location')}
            hi={bind('hi.location')}
            placeholder={adminText('vehicleForm.pachmarhi')}
            hint={adminText('vehicleForm.leaveEmptyForPachmarhi')}
          />
          <BilingualText
            label={adminText('vehicleForm.category')}
            en={bind('category')}
            hi={bind('hi.category')}
            placeholder={adminText('vehicleForm.standardVehicle')}
          />
          <BilingualText
            label={adminText('vehicleForm.description')}
            required
            multiline
            en={bind('description')}
            hi={bind('hi.description')}
            rows={4}
            placeholder={adminText('vehicleForm.describeTheVehicleAnd')}
          />
        </div>
      </FormSection>

      <FormSection title={adminText('vehicleForm.images')} hint={adminText('vehicleForm.upTo5Images')}>
        <ImagePicker
          label={adminText('vehicleForm.images')}
          images={f.images}
          onChange={f.setImages}
          disabled={f.saving}
        />
      </FormSection>

      <FormSection title={adminText('vehicleForm.features')}>
        <BilingualRows
          title={adminText('vehicleForm.features')}
          itemLabel={adminText('vehicleForm.feature')}
          en={values.features}
          hi={values.hi.features}
          onChangeEn={(rows) => setField('features', rows)}
          onChangeHi={(rows) => setField('hi.features', rows)}
          placeholder={adminText('vehicleForm.eGOpenTop')}
        />
      </FormSection>
      <FormSection title={adminText('vehicleForm.specifications')}>
        <BilingualRows
          title={adminText('vehicleForm.specifications')}
          itemLabel={adminText('vehicleForm.specification')}
          en={values.specifications}
          hi={values.hi.specifications}
          onChangeEn={(rows) => setField('specifications', rows)}
          onChangeHi={(rows) => setField('hi.specifications', rows)}
          placeholder={adminText('vehicleForm.eG4x4Drive')}
        />
      </FormSection>

      <FormSection title={adminText('vehicleForm.vehicleDetails')}>
        <div className={ui.grid3}>
          <TextField
            label={adminText('vehicleForm.modelDetails')}
            {...bind('vehicleInfo.model')}
            placeholder={adminText('vehicleForm.gypsyKingSt')}
          />
          <TextField
            label={adminText('vehicleForm.year')}
            {...bind('vehicleInfo.year')}
            inputMode="numeric"
            placeholder="2019"
          />
          <TextField
            label={adminText('vehicleForm.fuelTypeDetails')}
            {...bind('vehicleInfo.fuelType')}
            placeholder={adminText('vehicleForm.petrol')}
          />
        </div>
        {/* The words a visitor reads, each with its Hindi (the Hindi seats must count the same guests). */}
        <BilingualText
          label={adminText('vehicleForm.seats')}
          en={bind('vehicleInfo.seats')}
          hi={bind('hi.vehicleInfo.seats')}
          placeholder="6"
        />
        <BilingualText
          label={adminText('vehicleForm.transmission')}
          en={bind('vehicleInfo.transmission')}
          hi={bind('hi.vehicleInfo.transmission')}
          placeholder={adminText('vehicleForm.manual')}
        />
        <BilingualText
          label={adminText('vehicleForm.mileage')}
          en={bind('vehicleInfo.mileage')}
          hi={bind('hi.vehicleInfo.mileage')}
          placeholder={adminText('vehicleForm.12KmL')}
        />
      </FormSection>

      <FormSection title={adminText('vehicleForm.rentalTerms')}>
        <div className={ui.grid2}>
          <TextField
            label={adminText('bilingual.english', { label: adminText('vehicleForm.minimumRental') })}
            {...bind('rentalTerms.minimumRental')}
            placeholder={adminText('vehicleForm.halfDay4Hours')}
            hint={adminText('vehicleForm.minimumRentalHint')}
          />
          <TextField
            label={adminText('bilingual.hindi', { label: adminText('vehicleForm.minimumRental') })}
            {...bind('hi.rentalTerms.minimumRental')}
            lang="hi"
            hint={adminText('bilingual.hindiHint')}
          />
          <BilingualText
            label={adminText('vehicleForm.securityDeposit')}
            en={bind('rentalTerms.deposit')}
            hi={bind('hi.rentalTerms.deposit')}
            placeholder={adminText('vehicleForm.2000Refundable')}
          />
          <BilingualText
            label={adminText('vehicleForm.insurance')}
            multiline
            en={bind('rentalTerms.insurance')}
            hi={bind('hi.rentalTerms.insurance')}
            rows={2}
            placeholder={adminText('vehicleForm.comprehensiveInsuranceIncluded')}
          />
          <BilingualText
            label={adminText('vehicleForm.cancellationPolicy')}
            multiline
            en={bind('rentalTerms.cancellation')}
            hi={bind('hi.rentalTerms.cancellation')}
            rows={2}
            placeholder={adminText('vehicleForm.freeCancellationUpTo')}
          />
        </div>
      </FormSection>

      <FormSection title={adminText('vehicleForm.availability')} hint={adminText('vehicleForm.slotsWithoutADate')}>
        <ListRowsEditor
          itemLabel={adminText('vehicleForm.slot')}
          rows={values.availability}
          onChange={(rows) => setField('availability', rows)}
          makeEmpty={emptySlot}
          addLabel={adminText('vehicleForm.addAvailabilitySlot')}
          renderRow={(slot, i) => (
            <div className={ui.grid2}>
              <TextField
                label={adminText('vehicleForm.date', { value: i + 1 })}
                type="date"
                value={slot.date}
                error={errors[`availability.${i}.date`]}
                onChange={(v) => setField(`availability.${i}.date`, v)}
              />
              <SelectField
                label={adminText('vehicleForm.status2', { value: i + 1 })}
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
