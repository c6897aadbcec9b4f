import { TOUR_STATUSES } from '@pachmarhi/common/constants';
import { tourInputSchema } from '@pachmarhi/common/schemas/tour';
import type { Tour } from '@pachmarhi/common/types';
import { ApiRequestError } from '@/lib/api';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { EntityFormLayout } from '@/features/admin/shared/components/entity-form-layout';
import { FormSection, PriceField, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { ImagePicker } from '@/features/admin/shared/components/image-picker';
import { ListRowsEditor, TextRowsEditor } from '@/features/admin/shared/components/list-rows-editor';
import { BilingualRows, BilingualText } from '@/features/admin/shared/components/bilingual-fields';
import { useEntityForm } from '@/features/admin/shared/hooks/use-entity-form';
import { rowsOrOne } from '@/features/admin/shared/lib/rows-or-one';
import ui from '@/features/admin/shared/ui.module.css';
import { createTour } from '@/features/admin/tours/api/create-tour';
import { updateTour } from '@/features/admin/tours/api/update-tour';
import { tourQueries } from '@/lib/queries/tours';
import { adminText } from '@/i18n';

interface Day {
  _id?: string;
  day: number;
  title: string;
  description: string;
  /** The day's Hindi title and description (optional). */
  hi: { title: string; description: string };
}
interface TourFormValues {
  title: string;
  location: string;
  duration: string;
  price: string;
  seatsPerDeparture: string;
  minPersons: string;
  bookingCutoffDays: string;
  description: string;
  status: string;
  inclusions: string[];
  exclusions: string[];
  highlights: string[];
  itinerary: Day[];
  departureDates: string[];
  /** A safari into the tiger reserve (issue 39): booked per park shift, refused on closed ones. */
  parkSafari: boolean;
  /** Where and when guests are picked up (IST 'HH:MM'). */
  pickupPoints: { place: string; placeHi: string; time: string }[];
  /** The Hindi of the texts (optional; empty shows the English). */
  hi: {
    title: string;
    location: string;
    description: string;
    highlights: string[];
    inclusions: string[];
    exclusions: string[];
  };
}

const tourHindi = (hi: Tour['hi']): TourFormValues['hi'] => ({
  title: hi?.title ?? '',
  location: hi?.location ?? '',
  description: hi?.description ?? '',
  highlights: rowsOrOne(hi?.highlights),
  inclusions: rowsOrOne(hi?.inclusions),
  exclusions: rowsOrOne(hi?.exclusions),
});

const emptyDay = (day: number): Day => ({ day, title: '', description: '', hi: { title: '', description: '' } });

/** Days are numbered 1…n after every add and Remove Day. */
const renumber = (days: Day[]) => days.map((d, i) => ({ ...d, day: i + 1 }));

const emptyTour = (): TourFormValues => ({
  title: '',
  location: '',
  duration: '',
  price: '',
  seatsPerDeparture: '12',
  minPersons: '1',
  bookingCutoffDays: '0',
  description: '',
  status: 'Available',
  inclusions: [''],
  exclusions: [''],
  highlights: [''],
  itinerary: [emptyDay(1)],
  departureDates: [''],
  parkSafari: false,
  pickupPoints: [],
  hi: tourHindi(undefined),
});

const tourValues = (t: Tour): TourFormValues => ({
  title: t.title,
  location: t.location ?? '',
  duration: t.duration ?? '',
  price: String(t.price ?? ''),
  seatsPerDeparture: String(t.seatsPerDeparture ?? 12),
  minPersons: String(t.minPersons ?? 1),
  bookingCutoffDays: String(t.bookingCutoffDays ?? 0),
  description: t.description ?? '',
  status: t.status || 'Available',
  inclusions: rowsOrOne(t.inclusions),
  exclusions: rowsOrOne(t.exclusions),
  highlights: rowsOrOne(t.highlights),
  itinerary: t.itinerary?.length
    ? renumber(
        t.itinerary.map((d) => ({
          _id: d._id,
          day: d.day,
          title: d.title,
          description: d.description,
          hi: { title: d.hi?.title ?? '', description: d.hi?.description ?? '' },
        })),
      )
    : [emptyDay(1)],
  departureDates: rowsOrOne(t.departureDates),
  parkSafari: t.parkSafari ?? false,
  pickupPoints: (t.pickupPoints ?? []).map((p) => ({ place: p.place, placeHi: p.placeHi ?? '', time: p.time })),
  hi: tourHindi(t.hi),
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
      created: () => adminText('tourForm.tourCreatedSuccessfully'),
      updated: () => adminText('tourForm.tourUpdatedSuccessfully'),
      // docs/product.md#messages: a refused create reads 'Failed to create tour', a call that failed 'Error creating tour'.
      failed: (e, editing) =>
        e instanceof ApiRequestError
          ? editing
            ? adminText('tourForm.failedToUpdateTour')
            : adminText('tourForm.failedToCreateTour')
          : editing
            ? adminText('tourForm.errorUpdatingTour')
            : adminText('tourForm.errorCreatingTour'),
    },
  });
  const { values, bind, setField } = f;

  return (
    <EntityFormLayout
      form={f}
      noun={adminText('tourForm.tour')}
      itemName={tour?.title}
      newSubtitle={adminText('tourForm.aGuidedTourPriced')}
      listLabel={adminText('tourForm.manageTour')}
    >
      <FormSection title={adminText('tourForm.tourInformation')}>
        <div className={ui.grid2}>
          <BilingualText
            label={adminText('tourForm.title')}
            required
            en={bind('title')}
            hi={bind('hi.title')}
            placeholder={adminText('tourForm.pachmarhiWaterfallsTrail')}
          />
          <BilingualText
            label={adminText('tourForm.location')}
            required
            en={bind('location')}
            hi={bind('hi.location')}
            placeholder={adminText('tourForm.pachmarhi')}
          />
          <TextField
            label={adminText('tourForm.duration')}
            {...bind('duration')}
            placeholder={adminText('tourForm.3Days2Nights')}
          />
          <PriceField unit="person" {...bind('price')} placeholder="4999" />
          <SelectField label={adminText('tourForm.status')} {...bind('status')} options={TOUR_STATUSES} />
          <TextField
            label={adminText('tourForm.seatsPerDeparture')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            {...bind('seatsPerDeparture')}
            hint={adminText('tourForm.personsOneDepartureTakes')}
          />
          <TextField
            label={adminText('tourForm.minPersons')}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
            {...bind('minPersons')}
            hint={adminText('tourForm.minPersonsHint')}
          />
          <TextField
            label={adminText('tourForm.bookingCutoffDays')}
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            step={1}
            {...bind('bookingCutoffDays')}
            hint={adminText('tourForm.bookingCutoffDaysHint')}
          />
          <BilingualText
            label={adminText('tourForm.description')}
            multiline
            en={bind('description')}
            hi={bind('hi.description')}
            rows={4}
            placeholder={adminText('tourForm.whatTheTourCovers')}
          />
        </div>
      </FormSection>

      <FormSection title={adminText('tourForm.images')} hint={adminText('tourForm.upTo5Images')}>
        <ImagePicker
          label={adminText('tourForm.images')}
          images={f.images}
          onChange={f.setImages}
          disabled={f.saving}
        />
      </FormSection>

      <FormSection title={adminText('tourForm.highlights')}>
        <BilingualRows
          title={adminText('tourForm.highlights')}
          itemLabel={adminText('tourForm.highlight')}
          en={values.highlights}
          hi={values.hi.highlights}
          onChangeEn={(rows) => setField('highlights', rows)}
          onChangeHi={(rows) => setField('hi.highlights', rows)}
          placeholder={adminText('tourForm.eGBeeFalls')}
        />
      </FormSection>
      <FormSection title={adminText('tourForm.inclusions')}>
        <BilingualRows
          title={adminText('tourForm.inclusions')}
          itemLabel={adminText('tourForm.inclusion')}
          en={values.inclusions}
          hi={values.hi.inclusions}
          onChangeEn={(rows) => setField('inclusions', rows)}
          onChangeHi={(rows) => setField('hi.inclusions', rows)}
          placeholder={adminText('tourForm.eGBreakfast')}
        />
      </FormSection>
      <FormSection title={adminText('tourForm.exclusions')}>
        <BilingualRows
          title={adminText('tourForm.exclusions')}
          itemLabel={adminText('tourForm.exclusion')}
          en={values.exclusions}
          hi={values.hi.exclusions}
          onChangeEn={(rows) => setField('exclusions', rows)}
          onChangeHi={(rows) => setField('hi.exclusions', rows)}
          placeholder={adminText('tourForm.eGEntryTickets')}
        />
      </FormSection>

      <FormSection title={adminText('tourForm.itinerary')} hint={adminText('tourForm.aDayIsSaved')}>
        <ListRowsEditor
          itemLabel={adminText('tourForm.day')}
          rows={values.itinerary}
          onChange={(rows) => setField('itinerary', rows)}
          makeEmpty={() => emptyDay(values.itinerary.length + 1)}
          normalize={renumber}
          rowTitle={(d) => `Day ${d.day}`}
          renderRow={(d, i) => (
            <div className={ui.grid2}>
              <BilingualText
                label={adminText('tourForm.dayTitle', { day: d.day })}
                en={{ value: d.title, onChange: (v) => setField(`itinerary.${i}.title`, v) }}
                hi={{ value: d.hi.title, onChange: (v) => setField(`itinerary.${i}.hi.title`, v) }}
                placeholder={adminText('tourForm.arrivalAndSunsetAt')}
              />
              <BilingualText
                label={adminText('tourForm.dayDescription', { day: d.day })}
                multiline
                en={{ value: d.description, onChange: (v) => setField(`itinerary.${i}.description`, v) }}
                hi={{ value: d.hi.description, onChange: (v) => setField(`itinerary.${i}.hi.description`, v) }}
                rows={2}
                placeholder={adminText('tourForm.whatHappensThisDay')}
              />
            </div>
          )}
        />
      </FormSection>

      <FormSection title={adminText('operations.pickupPoints')}>
        <label className={ui.label}>
          <input
            type="checkbox"
            checked={values.parkSafari}
            onChange={(e) => setField('parkSafari', e.target.checked)}
          />{' '}
          {adminText('operations.parkSafari')}
        </label>
        <ListRowsEditor
          optional
          itemLabel={adminText('operations.pickupPlace')}
          addLabel={adminText('operations.addPickup')}
          rows={values.pickupPoints}
          onChange={(rows) => setField('pickupPoints', rows)}
          makeEmpty={() => ({ place: '', placeHi: '', time: '05:30' })}
          renderRow={(p, i) => (
            <div className={ui.grid2}>
              <BilingualText
                label={adminText('operations.pickupPlace')}
                en={{ value: p.place, onChange: (v) => setField(`pickupPoints.${i}.place`, v) }}
                hi={{ value: p.placeHi, onChange: (v) => setField(`pickupPoints.${i}.placeHi`, v) }}
              />
              <TextField
                label={adminText('operations.pickupTime')}
                type="time"
                value={p.time}
                onChange={(v) => setField(`pickupPoints.${i}.time`, v)}
              />
            </div>
          )}
        />
      </FormSection>

      <FormSection title={adminText('tourForm.departureDates')}>
        <TextRowsEditor
          itemLabel={adminText('tourForm.departureDate')}
          type="date"
          rows={values.departureDates}
          onChange={(rows) => setField('departureDates', rows)}
        />
      </FormSection>
    </EntityFormLayout>
  );
}
