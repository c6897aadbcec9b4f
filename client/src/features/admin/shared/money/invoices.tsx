import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import type { Invoice } from '@pachmarhi/common/schemas/money-records';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { FormSection, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { ApiRequestError, apiDownload } from '@/lib/api';
import { issueInvoice, useMoneyMutation, type MoneyHolder } from '@/lib/queries/money';
import { adminText } from '@/i18n';
import { CreditNoteDialog, type CreditableLine } from './credit-note-dialog';
import css from './money.module.css';

const failed = (e: unknown) => toast.error(e instanceof ApiRequestError ? e.message : String(e));

/**
 * The tax invoice and credit notes of a stay or a trip (the owner): "Issue invoice" while none is in
 * force (again after a full credit note: a new number), each document's PDF, and "Credit note" on
 * the invoice in force (by dates of the stay's `quote`, or by a trip's `lines`). The front desk
 * sees the numbers only.
 */
export function Invoices({
  holder,
  documents,
  inForce,
  owner,
  quote = null,
  lines,
}: {
  holder: MoneyHolder;
  documents: Invoice[];
  inForce: string | null;
  owner: boolean;
  quote?: Quote | null;
  lines?: CreditableLine[];
}) {
  const [billTo, setBillTo] = useState({ guestAddress: '', guestGstin: '' });
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const issuing = useMoneyMutation(() => issueInvoice(holder, billTo));
  const issue = () =>
    issuing.mutate(undefined, {
      onSuccess: (i) => toast.success(adminText('money.invoiceIssued', { number: i.number })),
      onError: failed,
    });
  const reissue = documents.some((d) => d.type === 'invoice');
  return (
    <FormSection title={adminText('money.invoices')}>
      {owner && !inForce && (
        <>
          <div className={css.fields}>
            <TextField
              label={adminText('money.guestAddress')}
              value={billTo.guestAddress}
              onChange={(guestAddress) => setBillTo({ ...billTo, guestAddress })}
            />
            <TextField
              label={adminText('money.guestGstin')}
              value={billTo.guestGstin}
              onChange={(guestGstin) => setBillTo({ ...billTo, guestGstin })}
            />
          </div>
          <div className={ui.formActions}>
            <button type="button" className={ui.btn} disabled={issuing.isPending} onClick={issue}>
              {adminText(reissue ? 'money.issueInvoiceAgain' : 'money.issueInvoice')}
            </button>
          </div>
        </>
      )}
      {documents.length > 0 ? (
        <ul className={css.ledger} data-testid="money-documents">
          {documents.map((d) => (
            <li key={d._id} className={css.entry}>
              <span className={css.entryText}>
                <span data-testid={d.type === 'invoice' ? 'invoice-number' : 'credit-note-number'}>
                  {adminText(d.type === 'invoice' ? 'money.invoice' : 'money.creditNote', { number: d.number })}
                </span>{' '}
                · {d.type === 'invoice' ? formatPaise(d.total) : `−${formatPaise(d.total)}`}
                {d.reason && <span className={css.voidReason}>{d.reason}</span>}
                {d.type === 'invoice' && d._id !== inForce && (
                  <span className={css.voidReason}>{adminText('money.creditedInFull')}</span>
                )}
              </span>
              {owner && (
                <span className={css.requestActions}>
                  {d._id === inForce && (
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnDanger)}
                      onClick={() => setCrediting(d)}
                    >
                      {adminText('money.creditNoteButton')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
                    aria-label={
                      d.type === 'invoice' ? undefined : adminText('money.downloadCreditNote', { number: d.number })
                    }
                    onClick={() => void apiDownload(d.pdfUrl, `${d.number.replace(/\//g, '-')}.pdf`).catch(failed)}
                  >
                    {adminText('money.downloadPdf')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        !owner && <p className={ui.fieldHint}>{adminText('money.notInvoiced')}</p>
      )}
      {crediting && (
        <CreditNoteDialog invoice={crediting} quote={quote} lines={lines} onClose={() => setCrediting(null)} />
      )}
    </FormSection>
  );
}
