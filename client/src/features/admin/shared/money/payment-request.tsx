import { useState } from 'react';
import QRCode from 'qrcode';
import { toast } from '@/lib/toast';
import type { PaymentRequest } from '@pachmarhi/common/schemas/money-records';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/shared/money/money.module.css';
import { ApiRequestError } from '@/lib/api';
import { requestPayment, useMoneyMutation, type MoneyHolder } from '@/lib/queries/money';
import { adminText } from '@/i18n';

/**
 * "Request payment": an amount (blank: the deposit, or the balance once it is paid), then the
 * request's page link — wrapped inside the panel at 390 px, with "Copy link" — "Open WhatsApp"
 * (the request in the guest's language) and the UPI QR code. `holder`: the stay's id or `{ tripId }`.
 */
export function PaymentRequestPanel({ holder }: { holder: MoneyHolder }) {
  const [askAmount, setAskAmount] = useState('');
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState('');
  const asking = useMoneyMutation(() => requestPayment(holder, askAmount));
  const onRequest = () => {
    setError('');
    asking.mutate(undefined, {
      onSuccess: (r) => {
        setRequest(r);
        setQr(null);
      },
      onError: (e) => setError(e instanceof ApiRequestError ? e.message : String(e)),
    });
  };
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success(adminText('money.linkCopied'));
  };
  return (
    <div className={css.request}>
      <div className={css.fields}>
        <TextField
          label={adminText('money.requestAmount')}
          value={askAmount}
          onChange={setAskAmount}
          inputMode="decimal"
          error={error || undefined}
        />
      </div>
      <div className={ui.formActions}>
        <button type="button" className={ui.btn} onClick={onRequest} disabled={asking.isPending}>
          {adminText('money.requestPayment')}
        </button>
      </div>
      {request && (
        <div className={css.request} data-testid="payment-request">
          <p>{adminText('money.requested', { amount: formatPaise(request.amount) })}</p>
          <code className={css.link} data-testid="payment-page-url">
            {request.pageUrl}
          </code>
          <div className={css.requestActions}>
            <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={() => void copy(request.pageUrl)}>
              {adminText('money.copyLink')}
            </button>
            <a className={cx(ui.btn, ui.btnSecondary)} href={request.whatsappUrl} target="_blank" rel="noreferrer">
              {adminText('money.openWhatsApp')}
            </a>
            <button
              type="button"
              className={cx(ui.btn, ui.btnSecondary)}
              onClick={() => void QRCode.toDataURL(request.upiUrl, { margin: 1, width: 220 }).then(setQr)}
            >
              {adminText('money.showQr')}
            </button>
          </div>
          {qr && <img src={qr} alt={adminText('money.qrAlt')} width={220} height={220} />}
        </div>
      )}
    </div>
  );
}
