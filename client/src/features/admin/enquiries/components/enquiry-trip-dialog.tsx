import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatINR } from '@pachmarhi/common/format';
import type { Enquiry } from '@pachmarhi/common/enquiry';
import { NEW_TRIP_STATUSES } from '@pachmarhi/common/schemas/trips';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { SelectField } from '@/features/admin/shared/components/form-controls';
import { GuestFields, type GuestValues } from '@/features/admin/shared/components/guest-fields';
import { STATUS_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { tripWrites } from '@/lib/queries/trip-desk';
import { useMakeTrip } from '@/features/admin/shared/api/use-make-trip';
import { enquiryQueries } from '@/lib/queries/enquiries';
import { adminText } from '@/i18n';

/** The server's field paths as this form's fields: 'guest.name' → 'name'. */
const fieldOf = (path: string) => path.replace(/^guest\./, '');

/**
 * "Make trip" of a visitor's enquiry: the guest the enquiry (anonymous) did not name and the lines'
 * status, then `POST /api/enquiries/:id/trip` makes the whole trip at the prices quoted when the
 * visitor asked (a 409 names a line that no longer fits, and nothing is written); the trip screen
 * opens on it.
 */
export function EnquiryTripDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [guest, setGuest] = useState<GuestValues>({ name: '', phone: '', email: '', source: 'whatsapp' });
  const [status, setStatus] = useState<string>('held');
  const { busy, errors, alert, submit } = useMakeTrip(
    () =>
      tripWrites.fromEnquiry(enquiry._id, {
        guest: { name: guest.name, phone: guest.phone, ...(guest.email ? { email: guest.email } : {}) },
        source: guest.source,
        status,
      }),
    fieldOf,
    onClose,
  );
  const lineCount = enquiry.lines?.length ?? 1;
  // What the guest pays (paise; a single quote without GST figures: its total in rupees).
  const quoted =
    enquiry.tripQuote?.grandTotal ??
    enquiry.quote?.grandTotal ??
    (enquiry.quote ? enquiry.quote.total * 100 : undefined);
  return (
    <ActionDialog
      title={adminText('enquiriesPage.makeTripOf', { reference: enquiry.reference })}
      onClose={onClose}
      busy={busy}
      testId="enquiry-trip-dialog"
      cancelLabel={adminText('money.close')}
      alert={alert}
      actions={
        <button type="submit" form="enquiry-trip-form" className={ui.btn} disabled={busy}>
          {adminText('trips.createTrip')}
        </button>
      }
    >
      <p>
        {adminText('enquiriesPage.tripKeepsPrices', { count: lineCount })}
        {quoted !== undefined ? ` ${formatINR(Math.round(quoted / 100))}` : ''}
      </p>
      <form
        id="enquiry-trip-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(() => void queryClient.invalidateQueries({ queryKey: enquiryQueries.all }));
        }}
      >
        <GuestFields guest={guest} onChange={setGuest} errors={errors} />
        <SelectField
          label={adminText('enquiriesPage.tripStatus')}
          value={status}
          onChange={setStatus}
          options={NEW_TRIP_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        />
      </form>
    </ActionDialog>
  );
}
