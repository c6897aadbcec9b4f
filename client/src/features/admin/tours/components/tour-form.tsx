import { TOUR_STATUSES } from '@pachmarhi/common/constants';
import { tourInputSchema } from '@pachmarhi/common/schemas/tour';
import type { Tour } from '@pachmarhi/common/types';
import { ApiRequestError } from '@/lib/api';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import { EntityFormLayout } from '@/features/admin/shared/components/entity-form-layout';
import { FormSection, PriceField, SelectField, TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { ImagePicker } from '@/features/admin/shared/components/image-picker';
import { ListRowsEditor, TextRowsEditor } from '@/features/admin/shared/components/list-rows-editor';
import { useEntityForm } from '@/features/admin/shared/hooks/use-entity-form';
import { rowsOrOne } from '@/features/admin/shared/lib/rows-or-one';
import ui from '@/features/admin/shared/ui.module.css';
import { createTour } from '@/features/admin/tours/api/create-tour';
import { updateTour } from '@/features/admin/tours/api/update-tour';
import { tourQueries } from '@/lib/queries/tours';

interface Day { _id?: string; day: number; title: string; description: string }
interface TourFormValues {
  title: string; location: string; duration: string; price: string; seatsPerDeparture: string; description: string; status: string;
  inclusions: string[]; exclusions: string[]; highlights: string[]; itinerary: Day[]; departureDates: string[];
}

/** Days are numbered 1…n after every add and Remove Day. */
const renumber = (days: Day[]) => days.map((d, i) => ({ ...d, day: i + 1 }));

const emptyTour = (): TourFormValues => ({
  title: '', location: '', duration: '', price: '', seatsPerDeparture: '12', description: '', status: 'Available',
  inclusions: [''], exclusions: [''], highlights: [''], itinerary: [{ day: 1, title: '', description: '' }], departureDates: [''],
});

const tourValues = (t: Tour): TourFormValues => ({
  title: t.title, location: t.location ?? '', duration: t.duration ?? '', price: String(t.price ?? ''), seatsPerDeparture: String(t.seatsPerDeparture ?? 12), description: t.description ?? '',
  status: t.status || 'Available',
  inclusions: rowsOrOne(t.inclusions), exclusions: rowsOrOne(t.exclusions), highlights: rowsOrOne(t.highlights),
  itinerary: t.itinerary?.length ? renumber(t.itinerary.map((d) => ({ _id: d._id, day: d.day, title: d.title, description: d.description }))) : [{ day: 1, title: '', description: '' }],
  departureDates: rowsOrOne(t.departureDates),
});

/** Add / edit a tour: every field of docs/product.md#admin-forms, validated by the shared `tourInputSchema`. */
export function TourForm({ tour }: { tour?: Tour }) {
  const f = useEntityForm({
    schema: tourInputSchema,
    empty: emptyTour,
    fromItem: tourValues,
    item: tour,
    imagesOf: (t: Tour) => t.images,
    create: createTour,
    update: updateTour,
    listKey: tourQueries.all,
    listPath: ADMIN_PATHS.tours,
    messages: {
      created: () => 'Tour created successfully!',
      updated: () => 'Tour updated successfully!',
      // docs/product.md#messages: a refused create reads 'Failed to create tour', a call that failed 'Error creating tour'.
      failed: (e, editing) =>
        e instanceof ApiRequestError ? (editing ? 'Failed to update tour' : 'Failed to create tour') : editing ? 'Error updating tour' : 'Error creating tour',
    },
  });
  const { values, bind, setField } = f;

  return (
    <EntityFormLayout form={f} noun="Tour" itemName={tour?.title} newSubtitle="A guided tour, priced per person." listLabel="Manage Tour">
      <FormSection title="Tour Information">
        <div className={ui.grid2}>
          <TextField label="Title" required {...bind('title')} placeholder="Pachmarhi Waterfalls Trail" autoComplete="off" />
          <TextField label="Location" required {...bind('location')} placeholder="Pachmarhi" />
          <TextField label="Duration" {...bind('duration')} placeholder="3 Days 2 Nights" />
          <PriceField unit="person" {...bind('price')} placeholder="4999" />
          <SelectField label="Status" {...bind('status')} options={TOUR_STATUSES} />
          <TextField label="Seats per departure" type="number" inputMode="numeric" min={1} max={500} step={1} {...bind('seatsPerDeparture')} hint="Persons one departure takes, summed over its reservations" />
          <TextAreaField label="Description" className={ui.span2} {...bind('description')} rows={4} placeholder="What the tour covers" />
        </div>
      </FormSection>

      <FormSection title="Images" hint="Up to 5 images; the first is the thumbnail. Click an image to crop it (4:3).">
        <ImagePicker label="Images" images={f.images} onChange={f.setImages} disabled={f.saving} />
      </FormSection>

      <div className={ui.grid3}>
        <FormSection title="Highlights">
          <TextRowsEditor itemLabel="Highlight" rows={values.highlights} onChange={(rows) => setField('highlights', rows)} placeholder="e.g. Bee Falls" />
        </FormSection>
        <FormSection title="Inclusions">
          <TextRowsEditor itemLabel="Inclusion" rows={values.inclusions} onChange={(rows) => setField('inclusions', rows)} placeholder="e.g. Breakfast" />
        </FormSection>
        <FormSection title="Exclusions">
          <TextRowsEditor itemLabel="Exclusion" rows={values.exclusions} onChange={(rows) => setField('exclusions', rows)} placeholder="e.g. Entry tickets" />
        </FormSection>
      </div>

      <FormSection title="Itinerary" hint="A day is saved only when it has both a title and a description.">
        <ListRowsEditor
          itemLabel="Day"
          rows={values.itinerary}
          onChange={(rows) => setField('itinerary', rows)}
          makeEmpty={() => ({ day: values.itinerary.length + 1, title: '', description: '' })}
          normalize={renumber}
          rowTitle={(d) => `Day ${d.day}`}
          renderRow={(d, i) => (
            <div className={ui.grid2}>
              <TextField label={`Day ${d.day} title`} value={d.title} onChange={(v) => setField(`itinerary.${i}.title`, v)} placeholder="Arrival and sunset at Dhupgarh" />
              <TextAreaField label={`Day ${d.day} description`} value={d.description} onChange={(v) => setField(`itinerary.${i}.description`, v)} rows={2} placeholder="What happens this day" />
            </div>
          )}
        />
      </FormSection>

      <FormSection title="Departure Dates">
        <TextRowsEditor itemLabel="Departure Date" type="date" rows={values.departureDates} onChange={(rows) => setField('departureDates', rows)} />
      </FormSection>
    </EntityFormLayout>
  );
}
