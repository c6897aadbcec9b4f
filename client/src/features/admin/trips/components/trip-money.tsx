import { useQuery } from '@tanstack/react-query';
import { formatINR } from '@pachmarhi/common/format';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { FormAlert } from '@/features/admin/shared/components/action-dialog';
import { FormSection } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import { KIND_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { Bill } from '@/features/admin/shared/money/bill';
import { chargeRows, settlementRows, type BillRow } from '@/features/admin/shared/money/bill-rows';
import { LedgerList } from '@/features/admin/shared/money/ledger-list';
import { CollectMoney } from '@/features/admin/shared/money/collect-money';
import { Invoices } from '@/features/admin/shared/money/invoices';
import { moneyQueries } from '@/lib/queries/money';
import { adminText } from '@/i18n';
import { lineDates } from '@/features/admin/trips/lib/trip-text';
import { extraName } from '@/features/admin/trips/components/trip-extras';
import css from '@/features/admin/trips/components/trip.module.css';

/**
 * A trip's money, every figure from the trip's folio (`GET /api/trips/:id/payments`): the bill (what
 * its lines and extras come to, an agreed total, GST by rate, credit notes, paid, balance), the
 * payments taken on the trip or on any of its lines, Record payment and Request payment (UPI) on
 * the trip, and its one tax invoice with its credit notes (whole, an amount, or chosen lines and
 * extras). Refunds and voids stay on a line's own screen (no trip path for them).
 */
export function TripMoney({ trip, owner }: { trip: Trip; owner: boolean }) {
  const holder = { tripId: trip._id };
  const ledger = useQuery(moneyQueries.ledger(holder));
  const folio = ledger.data?.folio ?? trip.folio;
  const documents = ledger.data?.documents ?? [];
  const inForce = folio.invoice?._id ?? null;
  const creditNotes = documents.filter((d) => d.type === 'credit-note' && d.invoiceId === inForce);
  const charges: BillRow[] = folio.invoice
    ? []
    : [
        { key: 'charges', label: adminText('trips.linesAndExtras'), value: formatPaise(folio.quoted) },
        ...(folio.discount !== 0 && trip.agreedTotal !== null
          ? [
              {
                key: 'discount',
                label: adminText(folio.discount > 0 ? 'bill.discount' : 'bill.agreedAbove', {
                  agreed: formatINR(trip.agreedTotal),
                }),
                value: `${folio.discount > 0 ? '−' : '+'}${formatPaise(Math.abs(folio.discount))}`,
              },
            ]
          : []),
      ];
  const settings = { gstRegistered: folio.tax.lines.length > 0, pricesIncludeGst: folio.taxIncluded };
  const rows = [
    ...charges,
    ...chargeRows({ quote: null, agreedTotal: trip.agreedTotal, folio, settings }),
    ...settlementRows(folio, creditNotes, null),
  ];
  const creditable = [
    ...trip.lines
      .filter((l) => l.status !== 'cancelled')
      .map((l) => ({ id: l._id, label: `#${l.reference} · ${l.itemName ?? KIND_LABEL[l.kind]} · ${lineDates(l)}` })),
    ...trip.extras.filter((e) => e._id).map((e) => ({ id: e._id!, label: extraName(e) })),
  ];
  return (
    <section className={cx(ui.card, css.block)} aria-labelledby="trip-money-title" data-testid="trip-money">
      <h2 id="trip-money-title" className={ui.cardTitle}>
        {adminText('money.title')}
      </h2>
      <FormSection title={adminText('money.bill')}>
        <FormAlert message={ledger.isError ? ledger.error.message : ''} />
        <Bill rows={rows} testId="trip-bill" />
      </FormSection>
      <FormSection title={adminText('money.ledger')}>
        <LedgerList reservationId="" entries={ledger.data?.payments ?? []} canVoid={false} />
      </FormSection>
      <CollectMoney holder={holder} balance={folio.balance} />
      <Invoices holder={holder} documents={documents} inForce={inForce} owner={owner} lines={creditable} />
    </section>
  );
}
