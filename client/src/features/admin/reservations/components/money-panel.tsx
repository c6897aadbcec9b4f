import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { FormAlert } from '@/features/admin/shared/components/action-dialog';
import { FormSection } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { Bill } from '@/features/admin/shared/money/bill';
import { chargeRows, settlementRows } from '@/features/admin/shared/money/bill-rows';
import { Invoices } from '@/features/admin/shared/money/invoices';
import { LedgerList } from '@/features/admin/shared/money/ledger-list';
import { rupeesInput } from '@/features/admin/shared/money/payment-form';
import { CollectMoney } from '@/features/admin/shared/money/collect-money';
import { RefundForm } from '@/features/admin/shared/money/refund-form';
import css from '@/features/admin/shared/money/money.module.css';
import { moneyQueries } from '@/lib/queries/money';
import { adminText } from '@/i18n';

/**
 * A stay's money, every figure from its folio: the bill (charges or the invoice, discount, GST by
 * rate with the 18 % slab note, the total with its tax, credit notes, paid, balance, what is in
 * credit with Refund, a balance carried with its reason), the ledger (refunds, voided entries
 * struck through; Void for the owner), Record payment, a refund, Request payment and the invoices.
 */
export function MoneyPanel({ reservation, owner }: { reservation: Reservation; owner: boolean }) {
  const ledger = useQuery(moneyQueries.ledger(reservation._id));
  const [refunding, setRefunding] = useState(false);
  const folio = ledger.data?.folio ?? reservation.folio;
  const documents = ledger.data?.documents ?? [];
  const inForce = folio.invoice?._id ?? null;
  const creditNotes = documents.filter((d) => d.type === 'credit-note' && d.invoiceId === inForce);
  // The slab notes read the stay's own tax: registered when it has tax lines, inclusive when the folio says so.
  const settings = { gstRegistered: folio.tax.lines.length > 0, pricesIncludeGst: folio.taxIncluded };
  const rows = [
    ...chargeRows({ quote: reservation.quote, agreedTotal: reservation.agreedTotal, folio, settings }),
    ...settlementRows(folio, creditNotes, reservation.balanceCarried),
  ];
  const refundButton = (
    <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)} onClick={() => setRefunding(true)}>
      {adminText('money.refund')}
    </button>
  );
  return (
    <section aria-label={adminText('money.title')} data-testid="money-panel" className={css.request}>
      <FormSection title={adminText('money.bill')}>
        <FormAlert message={ledger.isError ? ledger.error.message : ''} />
        <Bill rows={rows} testId="money-bill" actions={{ credit: refundButton }} />
      </FormSection>

      <FormSection title={adminText('money.ledger')}>
        <LedgerList reservationId={reservation._id} entries={ledger.data?.payments ?? []} canVoid={owner} />
        {folio.paid > 0 && !refunding && folio.credit === 0 && <div className={ui.formActions}>{refundButton}</div>}
        {refunding && (
          <RefundForm
            reservationId={reservation._id}
            amount={folio.credit > 0 ? rupeesInput(folio.credit) : ''}
            onDone={() => setRefunding(false)}
          />
        )}
      </FormSection>

      <CollectMoney holder={reservation._id} balance={folio.balance} />

      <Invoices
        holder={reservation._id}
        documents={documents}
        inForce={inForce}
        owner={owner}
        quote={reservation.quote}
      />
    </section>
  );
}
