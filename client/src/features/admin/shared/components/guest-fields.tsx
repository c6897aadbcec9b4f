import { MANUAL_RESERVATION_SOURCES } from '@pachmarhi/common/schemas/reservation';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { SOURCE_LABEL } from '@/features/admin/shared/lib/labels';
import { adminText } from '@/i18n';

/** A trip's guest as typed: name, phone, email and where the order came from. */
export interface GuestValues {
  name: string;
  phone: string;
  email: string;
  source: string;
}

/** A guest's name, phone and email as typed. */
export type GuestContact = Pick<GuestValues, 'name' | 'phone' | 'email'>;

/**
 * A guest's name and phone (required) and email (optional): a new trip's, and the trip screen's
 * guest editor; `errors` are the server's by field name.
 */
export function GuestContactFields<V extends GuestContact>({
  guest,
  onChange,
  errors,
}: {
  guest: V;
  onChange: (next: V) => void;
  errors: Record<string, string>;
}) {
  const set = (k: keyof GuestContact) => (value: string) => onChange({ ...guest, [k]: value });
  return (
    <>
      <TextField
        label={adminText('trips.name')}
        value={guest.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        label={adminText('trips.phone')}
        type="tel"
        value={guest.phone}
        onChange={set('phone')}
        error={errors.phone}
        required
      />
      <TextField
        label={adminText('trips.email')}
        type="email"
        value={guest.email}
        onChange={set('email')}
        error={errors.email}
      />
    </>
  );
}

/**
 * The guest's fields of a new trip (the trips list's "New trip", an enquiry's "Make trip"): the
 * contact fields and the source; `errors` are the server's by field name.
 */
export function GuestFields({
  guest,
  onChange,
  errors,
}: {
  guest: GuestValues;
  onChange: (next: GuestValues) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <GuestContactFields guest={guest} onChange={onChange} errors={errors} />
      <SelectField
        label={adminText('trips.source')}
        value={guest.source}
        onChange={(source) => onChange({ ...guest, source })}
        options={MANUAL_RESERVATION_SOURCES.map((s) => ({ value: s, label: SOURCE_LABEL[s] }))}
      />
    </>
  );
}
