import { AVAILABILITY_STATUSES, FUEL_TYPES, VEHICLE_STATUSES } from '@pachmarhi/common/constants';
import { vehicleInputSchema } from '@pachmarhi/common/schemas/vehicle';
import type { Vehicle } from '@pachmarhi/common/types';
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
import { createVehicle } from '@/features/admin/vehicles/api/create-vehicle';
import { updateVehicle } from '@/features/admin/vehicles/api/update-vehicle';
import { vehicleQueries } from '@/lib/queries/vehicles';

interface Slot { date: string; status: string }
interface VehicleFormValues {
  name: string; units: string; brand: string; model: string; fuelType: string; price: string; description: string; status: string;
  location: string; category: string;
  features: string[]; specifications: string[]; availability: Slot[];
  vehicleInfo: { model: string; year: string; seats: string; fuelType: string; transmission: string; mileage: string };
  rentalTerms: { minimumRental: string; deposit: string; insurance: string; cancellation: string };
}

const emptySlot = (): Slot => ({ date: '', status: 'Available' });

/** docs/product.md#behaviour defaults after a create: fuel Petrol, status Available, one empty row per list. */
const emptyVehicle = (): VehicleFormValues => ({
  name: '', units: '1', brand: '', model: '', fuelType: 'Petrol', price: '', description: '', status: 'Available', location: '', category: '',
  features: [''], specifications: [''], availability: [emptySlot()],
  vehicleInfo: { model: '', year: '', seats: '', fuelType: '', transmission: '', mileage: '' },
  rentalTerms: { minimumRental: '', deposit: '', insurance: '', cancellation: '' },
});

const vehicleValues = (v: Vehicle): VehicleFormValues => ({
  name: v.name, units: String(v.units ?? 1), brand: v.brand ?? '', model: v.model ?? '', fuelType: v.fuelType || 'Petrol', price: String(v.price ?? ''),
  description: v.description ?? '', status: v.status || 'Available', location: v.location ?? '', category: v.category ?? '',
  features: rowsOrOne(v.features), specifications: rowsOrOne(v.specifications),
  availability: v.availability?.length ? v.availability.map((s) => ({ date: s.date, status: s.status || 'Available' })) : [emptySlot()],
  vehicleInfo: pickStrings(v.vehicleInfo, ['model', 'year', 'seats', 'fuelType', 'transmission', 'mileage']),
  rentalTerms: pickStrings(v.rentalTerms, ['minimumRental', 'deposit', 'insurance', 'cancellation']),
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
      created: (m) => m || 'Vehicle created successfully!',
      updated: (m) => m || 'Vehicle updated successfully!',
      failed: () => 'Error saving vehicle',
    },
  });
  const { values, bind, setField, errors } = f;

  return (
    <EntityFormLayout form={f} noun="Gypsy" itemName={vehicle?.name} newSubtitle="A Gypsy (jeep) for rent, priced per day." listLabel="Manage Gypsy">
      <FormSection title="Vehicle Information">
        <div className={ui.grid2}>
          <TextField label="Vehicle Name" required {...bind('name')} placeholder="Open Gypsy Safari" autoComplete="off" />
          <TextField label="Brand" required {...bind('brand')} placeholder="Maruti Suzuki" />
          <TextField label="Model" required {...bind('model')} placeholder="Gypsy King" />
          <SelectField label="Fuel Type" {...bind('fuelType')} options={FUEL_TYPES} />
          <PriceField unit="day" {...bind('price')} placeholder="3500" />
          <SelectField label="Status" {...bind('status')} options={VEHICLE_STATUSES} />
          <TextField label="Units" type="number" inputMode="numeric" min={1} max={500} step={1} {...bind('units')} hint="Identical vehicles this listing stands for; each reservation takes one" />
          {vehicle && <IcalLink kind="vehicle" id={vehicle._id} />}
          <TextField label="Location" {...bind('location')} placeholder="Pachmarhi" hint="Leave empty for Pachmarhi" />
          <TextField label="Category" {...bind('category')} placeholder="Standard Vehicle" />
          <TextAreaField label="Description" required className={ui.span2} {...bind('description')} rows={4} placeholder="Describe the vehicle and the trips it suits" />
        </div>
      </FormSection>

      <FormSection title="Images" hint="Up to 5 images; the first is the thumbnail. Click an image to crop it (4:3).">
        <ImagePicker label="Images" images={f.images} onChange={f.setImages} disabled={f.saving} />
      </FormSection>

      <div className={ui.grid2}>
        <FormSection title="Features">
          <TextRowsEditor itemLabel="Feature" rows={values.features} onChange={(rows) => setField('features', rows)} placeholder="e.g. Open top for wildlife viewing" />
        </FormSection>
        <FormSection title="Specifications">
          <TextRowsEditor itemLabel="Specification" rows={values.specifications} onChange={(rows) => setField('specifications', rows)} placeholder="e.g. 4x4 drive" />
        </FormSection>
      </div>

      <FormSection title="Vehicle Details">
        <div className={ui.grid3}>
          <TextField label="Model (details)" {...bind('vehicleInfo.model')} placeholder="Gypsy King ST" />
          <TextField label="Year" {...bind('vehicleInfo.year')} inputMode="numeric" placeholder="2019" />
          <TextField label="Seats" {...bind('vehicleInfo.seats')} placeholder="6" />
          <TextField label="Fuel Type (details)" {...bind('vehicleInfo.fuelType')} placeholder="Petrol" />
          <TextField label="Transmission" {...bind('vehicleInfo.transmission')} placeholder="Manual" />
          <TextField label="Mileage" {...bind('vehicleInfo.mileage')} placeholder="12 km/l" />
        </div>
      </FormSection>

      <FormSection title="Rental Terms">
        <div className={ui.grid2}>
          <TextField label="Minimum Rental" {...bind('rentalTerms.minimumRental')} placeholder="Half day (4 hours)" />
          <TextField label="Security Deposit" {...bind('rentalTerms.deposit')} placeholder="₹2,000 refundable" />
          <TextAreaField label="Insurance" {...bind('rentalTerms.insurance')} rows={2} placeholder="Comprehensive insurance included" />
          <TextAreaField label="Cancellation Policy" {...bind('rentalTerms.cancellation')} rows={2} placeholder="Free cancellation up to 24 hours before pickup" />
        </div>
      </FormSection>

      <FormSection title="Availability" hint="Slots without a date are left out when saving.">
        <ListRowsEditor
          itemLabel="Slot"
          rows={values.availability}
          onChange={(rows) => setField('availability', rows)}
          makeEmpty={emptySlot}
          addLabel="Add Availability Slot"
          renderRow={(slot, i) => (
            <div className={ui.grid2}>
              <TextField label={`Date ${i + 1}`} type="date" value={slot.date} error={errors[`availability.${i}.date`]} onChange={(v) => setField(`availability.${i}.date`, v)} />
              <SelectField label={`Status ${i + 1}`} value={slot.status} onChange={(v) => setField(`availability.${i}.status`, v)} options={AVAILABILITY_STATUSES} />
            </div>
          )}
        />
      </FormSection>
    </EntityFormLayout>
  );
}
