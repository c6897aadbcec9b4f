import { useState } from 'react';
import { toast } from '@/lib/toast';
import { formatDayIST } from '@pachmarhi/common/format';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { folio } from '@pachmarhi/common/money/folio';
import { totalWithTaxText } from '@pachmarhi/common/money/folio-text';
import { nightsBetween } from '@pachmarhi/common/pricing/quote';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { taxSettingsOf } from '@pachmarhi/common/tax/gst-display';
import { todayIST } from '@pachmarhi/common/time';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { Bill } from '@/features/admin/shared/money/bill';
import { chargeRows } from '@/features/admin/shared/money/bill-rows';
import { ApiRequestError } from '@/lib/api';
import { useSiteConfig } from '@/lib/queries/site-config';
import type { Bookable } from '@/features/admin/shared/api/use-bookables';
import { useSaveReservation } from '@/features/admin/reservations/api/reservation-mutations';
import { invoicedUntil, shortenRange } from '@/features/admin/reservations/lib/shorten';
import { adminText } from '@/i18n';
import { QuoteSummary } from './quote-summary';

/** What a shortened invoiced stay will owe: the bill of its remaining nights as invoiced. */
function InvoicedPreview({ reservation, checkOut }: { reservation: Reservation; checkOut: string }) {
  const site = useSiteConfig();
  if (!reservation.quote || !site.data) return null;
  const settings = taxSettingsOf(site.data.gst);
  const q = invoicedUntil(reservation.quote, reservation.agreedTotal, checkOut);
  const f = folio({ quote: q, agreedTotal: null, status: reservation.status, settings, entries: [], invoice: null });
  return <Bill testId="shorten-preview" rows={chargeRows({ quote: q, agreedTotal: null, folio: f, settings })} />;
}

/**
 * "Shorten stay" for a checked-in room or Gypsy leaving early: pick the new check-out and see the
 * re-quote before saving (the stay's price for the nights kept; an invoiced stay keeps its invoice
 * and the nights dropped are credited by a credit note). Saved as a change of dates
 * (`PUT /api/reservations/:id` with `checkIn` and the new `checkOut`).
 */
export function ShortenStayDialog({
  reservation,
  item,
  onClose,
}: {
  reservation: Reservation;
  item: Bookable | undefined;
  onClose: () => void;
}) {
  const range = shortenRange(reservation.checkIn, reservation.checkOut ?? reservation.checkIn, todayIST());
  const [checkOut, setCheckOut] = useState(range?.proposed ?? '');
  const [error, setError] = useState('');
  const save = useSaveReservation();
  const invoice = reservation.folio.invoice;
  const valid = !!range && checkOut >= range.min && checkOut <= range.max;
  const dropped = valid && reservation.checkOut ? nightsBetween(checkOut, reservation.checkOut) : 0;
  const units = adminText(`bill.units.${reservation.kind === 'room' ? 'nights' : 'days'}`, { count: dropped });
  const submit = () => {
    if (!valid) return setError(adminText('shorten.pickDate'));
    save.mutate(
      { id: reservation._id, body: { kind: reservation.kind, checkIn: reservation.checkIn, checkOut } },
      {
        onSuccess: () => {
          toast.success(
            invoice
              ? adminText('shorten.savedCredited', { number: invoice.number })
              : adminText('saved.reservationUpdated'),
          );
          onClose();
        },
        onError: (e) =>
          setError(e instanceof ApiRequestError ? e.message : adminText('useReservationForm.couldNotReachThe')),
      },
    );
  };
  return (
    <ActionDialog
      title={adminText('shorten.title', { reference: reservation.reference })}
      onClose={onClose}
      busy={save.isPending}
      testId="shorten-dialog"
      cancelLabel={adminText('stayMoves.notNow')}
      actions={
        <button type="button" className={cx(ui.btn, ui.btnAccent)} onClick={submit} disabled={save.isPending || !valid}>
          {adminText('shorten.save')}
        </button>
      }
    >
      <p>
        {adminText('shorten.now', {
          checkIn: formatDayIST(reservation.checkIn),
          checkOut: formatDayIST(reservation.checkOut),
          total: totalWithTaxText(reservation.folio, displayLang()),
        })}
      </p>
      {range && (
        <TextField
          label={adminText('shorten.newCheckOut')}
          type="date"
          min={range.min}
          max={range.max}
          value={checkOut}
          onChange={(v) => {
            setError('');
            setCheckOut(v);
          }}
          hint={valid ? adminText('shorten.dropped', { units }) : undefined}
          error={error || undefined}
        />
      )}
      {valid &&
        (invoice ? (
          <>
            <InvoicedPreview reservation={reservation} checkOut={checkOut} />
            <p className={ui.formNotice}>{adminText('shorten.creditNote', { number: invoice.number, units })}</p>
          </>
        ) : item ? (
          <QuoteSummary
            kind={reservation.kind}
            item={item.quote}
            checkIn={reservation.checkIn}
            checkOut={checkOut}
            guests={String(reservation.guests)}
            agreedTotal={reservation.agreedTotal === null ? '' : String(reservation.agreedTotal)}
            status={reservation.status}
          />
        ) : null)}
      {valid && !invoice && reservation.agreedTotal !== null && (
        <p className={ui.formNotice}>{adminText('shorten.agreedStays')}</p>
      )}
    </ActionDialog>
  );
}
