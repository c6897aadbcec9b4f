import type { Dispatch, SetStateAction } from 'react';
import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { MEAL_PLANS } from '@pachmarhi/common/trip-terms';
import { NEW_TRIP_STATUSES } from '@pachmarhi/common/schemas/trips';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { KIND_LABEL, STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { adminText } from '@/i18n';
import { mealPlanText } from '@/features/admin/trips/lib/trip-text';

/** A line as typed (the form's values, text as the fields hold it). */
export interface LineValues {
  kind: ItemKind;
  itemId: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  children: string;
  units: string;
  mealPlan: string;
  status: string;
}

export const lineValuesOf = (line: Reservation | undefined, items: Bookable[]): LineValues => ({
  kind: line?.kind ?? 'room',
  itemId: line?.itemId ?? items.find((i) => i.kind === 'room')?.id ?? '',
  checkIn: line?.checkIn ?? '',
  checkOut: line?.checkOut ?? '',
  guests: String(line?.guests ?? 2),
  children: String(line?.children ?? 0),
  units: String(line?.units ?? 1),
  mealPlan: line?.mealPlan ?? 'EP',
  status: 'confirmed',
});

/** The body of the line as typed: a tour has no check-out, units or meal plan; a vehicle no meal plan. */
export function lineBodyOf(v: LineValues, adding: boolean) {
  return {
    ...(adding ? { kind: v.kind, status: v.status } : {}),
    itemId: v.itemId,
    checkIn: v.checkIn,
    ...(v.kind !== 'tour' ? { checkOut: v.checkOut, units: v.units } : {}),
    guests: v.guests,
    ...(v.kind === 'room' ? { children: v.children, mealPlan: v.mealPlan } : {}),
  };
}

/** The setter of one field; a new kind picks that kind's first item. */
export const setLineField =
  (setV: Dispatch<SetStateAction<LineValues>>, items: Bookable[]) => (key: keyof LineValues) => (value: string) =>
    setV((cur) => ({
      ...cur,
      [key]: value,
      ...(key === 'kind' ? { itemId: items.find((i) => i.kind === value)?.id ?? '' } : {}),
    }));

/**
 * The fields of a trip's line: kind (new lines), item, dates (a tour: its day), guests, children
 * and rooms or Gypsies, the meal plan (rooms) and the status (new lines); errors by field name.
 */
export function LineFields({
  v,
  set,
  errors,
  adding,
  items,
}: {
  v: LineValues;
  set: (key: keyof LineValues) => (value: string) => void;
  errors: Record<string, string>;
  adding: boolean;
  items: Bookable[];
}) {
  const choices = items.filter((i) => i.kind === v.kind);
  return (
    <>
      {adding && (
        <SelectField
          label={adminText('trips.kind')}
          value={v.kind}
          onChange={set('kind')}
          options={ITEM_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
        />
      )}
      <SelectField
        label={adminText('trips.item')}
        value={v.itemId}
        onChange={set('itemId')}
        error={errors.itemId}
        options={choices.map((i) => ({ value: i.id, label: i.name }))}
      />
      <TextField
        label={adminText(v.kind === 'tour' ? 'trips.tourDate' : 'trips.checkIn')}
        type="date"
        value={v.checkIn}
        onChange={set('checkIn')}
        error={errors.checkIn}
        required
      />
      {v.kind !== 'tour' && (
        <TextField
          label={adminText('trips.checkOut')}
          type="date"
          value={v.checkOut}
          onChange={set('checkOut')}
          error={errors.checkOut}
          required
        />
      )}
      <TextField
        label={adminText(v.kind === 'tour' ? 'trips.personsField' : 'trips.guestsField')}
        inputMode="numeric"
        value={v.guests}
        onChange={set('guests')}
        error={errors.guests}
      />
      {v.kind === 'room' && (
        <TextField
          label={adminText('trips.childrenField')}
          inputMode="numeric"
          value={v.children}
          onChange={set('children')}
          error={errors.children}
        />
      )}
      {v.kind !== 'tour' && (
        <TextField
          label={adminText(`trips.unitsField.${v.kind}`)}
          inputMode="numeric"
          value={v.units}
          onChange={set('units')}
          error={errors.units}
        />
      )}
      {v.kind === 'room' && (
        <SelectField
          label={adminText('trips.mealPlan')}
          value={v.mealPlan}
          onChange={set('mealPlan')}
          error={errors.mealPlan}
          options={MEAL_PLANS.map((p) => ({ value: p, label: mealPlanText(p) }))}
        />
      )}
      {adding && (
        <SelectField
          label={adminText('trips.lineStatus')}
          value={v.status}
          onChange={set('status')}
          options={NEW_TRIP_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        />
      )}
    </>
  );
}
