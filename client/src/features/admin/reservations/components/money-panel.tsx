import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { toast } from 'react-toastify';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { PAYMENT_METHODS, type PaymentMethod } from '@pachmarhi/common/schemas/money';
import type { Invoice, PaymentRequest } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { FormSection, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import ui from '@/features/admin/shared/ui.module.css';
import { ApiRequestError, apiDownload } from '@/lib/api';
import {
  issueInvoice,
  moneyQueries,
  recordPayment,
  requestPayment,
  useMoneyMutation,
  voidPayment,
} from '@/lib/queries/money';
import { adminText } from '@/i18n';

const failed = (e: unknown) => toast.error(e instanceof ApiRequestError ? e.message : String(e));

/**
 * A reservation's money: amount due, paid and balance, the payments (void), "Request payment"
 * (copy the link, open WhatsApp, show the QR), "Record payment", "Issue invoice" and "Download PDF".
 */
export function MoneyPanel({ reservation }: { reservation: Reservation }) {
  const ledger = useQuery(moneyQueries.ledger(reservation._id, reservation.status));
  const [pay, setPay] = useState({ amount: '', method: 'upi' as PaymentMethod, reference: '' });
  const [payErrors, setPayErrors] = useState<Record<string, string>>({});
  const [askAmount, setAskAmount] = useState('');
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [billTo, setBillTo] = useState({ guestAddress: '', guestGstin: '' });
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const record = useMoneyMutation(() => recordPayment(reservation._id, pay));
  const voiding = useMoneyMutation((paymentId: string) => voidPayment(reservation._id, paymentId));
  const asking = useMoneyMutation(() => requestPayment(reservation._id, askAmount));
  const issuing = useMoneyMutation(() => issueInvoice(reservation._id, billTo));
  const figures = ledger.data ?? reservation;
  // The invoice and its credit note as the server lists them (the one just issued until the ledger answers).
  const listed = ledger.data?.documents ?? [];
  const documents = listed.length || !invoice ? listed : [invoice];
  const issued = documents.some((d) => d.type === 'invoice');

  const onRecord = () =>
    record.mutate(undefined, {
      onSuccess: () => {
        setPay({ amount: '', method: 'upi', reference: '' });
        setPayErrors({});
        toast.success(adminText('money.recorded'));
      },
      onError: (e) => (e instanceof ApiRequestError ? setPayErrors({ amount: e.message, ...e.errors }) : failed(e)),
    });
  const onRequest = () =>
    asking.mutate(undefined, {
      onSuccess: (r) => {
        setRequest(r);
        setQr(null);
      },
      onError: failed,
    });
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success(adminText('money.linkCopied'));
  };

  return (
    <section aria-label={adminText('money.title')} data-testid="money-panel">
      <FormSection title={adminText('money.title')}>
        <dl className={ui.grid}>
          {(['amountDue', 'paid', 'balance'] as const).map((k) => (
            <div key={k}>
              <dt>{adminText(k === 'amountDue' ? 'money.due' : `money.${k}`)}</dt>
              <dd data-testid={`money-${k}`}>{formatPaise(figures[k])}</dd>
            </div>
          ))}
        </dl>
        <h3>{adminText('money.ledger')}</h3>
        {ledger.data?.payments.length ? (
          <ul className={ui.rows}>
            {ledger.data.payments.map((p) => (
              <li key={p._id} className={ui.row}>
                <span>
                  {formatDateIST(p.receivedAt)} · {adminText(`money.methods.${p.method}`)} · {formatPaise(p.amount)}
                  {p.reference && ` · ${p.reference}`}
                  {p.voidedAt && ` · ${adminText('money.voided')}`}
                </span>
                {!p.voidedAt && (
                  <button
                    type="button"
                    className={`${ui.btn} ${ui.btnSmall} ${ui.btnGhost}`}
                    onClick={() => voiding.mutate(p._id, { onError: failed })}
                  >
                    {adminText('money.void')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={ui.fieldHint}>{adminText('money.noPayments')}</p>
        )}
      </FormSection>

      <FormSection title={adminText('money.requestPayment')}>
        <div className={ui.grid}>
          <TextField
            label={adminText('money.requestAmount')}
            value={askAmount}
            onChange={setAskAmount}
            inputMode="decimal"
          />
        </div>
        <div className={ui.formActions}>
          <button type="button" className={ui.btn} onClick={onRequest} disabled={asking.isPending}>
            {adminText('money.requestPayment')}
          </button>
        </div>
        {request && (
          <div className={ui.formActions} data-testid="payment-request">
            <code data-testid="payment-page-url">{request.pageUrl}</code>
            <button type="button" className={`${ui.btn} ${ui.btnSecondary}`} onClick={() => void copy(request.pageUrl)}>
              {adminText('money.copyLink')}
            </button>
            <a className={`${ui.btn} ${ui.btnSecondary}`} href={request.whatsappUrl} target="_blank" rel="noreferrer">
              {adminText('money.openWhatsApp')}
            </a>
            <button
              type="button"
              className={`${ui.btn} ${ui.btnSecondary}`}
              onClick={() => void QRCode.toDataURL(request.upiUrl, { margin: 1, width: 220 }).then(setQr)}
            >
              {adminText('money.showQr')}
            </button>
            {qr && <img src={qr} alt={adminText('money.qrAlt')} width={220} height={220} />}
          </div>
        )}
      </FormSection>

      <FormSection title={adminText('money.recordPayment')}>
        <div className={ui.grid}>
          <TextField
            label={adminText('money.amount')}
            value={pay.amount}
            onChange={(amount) => setPay({ ...pay, amount })}
            error={payErrors.amount}
            inputMode="decimal"
          />
          <SelectField
            label={adminText('money.method')}
            value={pay.method}
            onChange={(method) => setPay({ ...pay, method: method as PaymentMethod })}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: adminText(`money.methods.${m}`) }))}
          />
          <TextField
            label={adminText('money.reference')}
            value={pay.reference}
            onChange={(reference) => setPay({ ...pay, reference })}
            error={payErrors.reference}
          />
        </div>
        <div className={ui.formActions}>
          <button type="button" className={ui.btn} onClick={onRecord} disabled={record.isPending}>
            {adminText('money.record')}
          </button>
        </div>
      </FormSection>

      <FormSection title={adminText('money.issueInvoice')}>
        <div className={ui.grid}>
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
          {!issued && (
            <button
              type="button"
              className={ui.btn}
              disabled={issuing.isPending}
              onClick={() =>
                issuing.mutate(undefined, {
                  onSuccess: (i) => {
                    setInvoice(i);
                    toast.success(adminText('money.invoiceIssued', { number: i.number }));
                  },
                  onError: failed,
                })
              }
            >
              {adminText('money.issueInvoice')}
            </button>
          )}
        </div>
        {documents.length > 0 && (
          <ul className={ui.rows} data-testid="money-documents">
            {documents.map((d) => (
              <li key={d._id} className={ui.row}>
                <span data-testid={d.type === 'invoice' ? 'invoice-number' : 'credit-note-number'}>
                  {adminText(d.type === 'invoice' ? 'money.invoice' : 'money.creditNote', { number: d.number })}
                </span>
                <span>{formatPaise(d.total)}</span>
                <button
                  type="button"
                  className={`${ui.btn} ${ui.btnSmall} ${ui.btnSecondary}`}
                  aria-label={
                    d.type === 'invoice' ? undefined : adminText('money.downloadCreditNote', { number: d.number })
                  }
                  onClick={() => void apiDownload(d.pdfUrl, `${d.number.replace(/\//g, '-')}.pdf`).catch(failed)}
                >
                  {adminText('money.downloadPdf')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
    </section>
  );
}
