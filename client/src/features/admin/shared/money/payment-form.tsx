import { paymentInputSchema, type PaymentMethod } from '@pachmarhi/common/schemas/money';
import ui from '@/features/admin/shared/ui.module.css';
import { recordPayment, type MoneyHolder } from '@/lib/queries/money';
import { isQueued } from '@/lib/offline/outbox';
import { adminText } from '@/i18n';
import { EntryFields, MoneyForm } from './money-form';
import { useMoneyForm } from './use-money-form';

export { rupeesInput } from './rupees-input';

/**
 * "Record payment": amount (rupees, `amount` prefilled, e.g. the balance at check-out), method and
 * UTR/reference. A UTR already on another payment is refused by the server (409) and its sentence,
 * naming that stay, shows under the reference. `holder`: the stay's id, or `{ tripId }` for a whole
 * trip. Offline the payment is queued (sent when the network returns) and the toast says so;
 * `label` names the stay in the queue ('Asha Verma #PS-1042').
 */
export function PaymentForm({
  holder,
  amount = '',
  label = '',
  onRecorded,
}: {
  holder: MoneyHolder;
  amount?: string;
  label?: string;
  onRecorded?: () => void;
}) {
  const form = useMoneyForm({
    schema: paymentInputSchema,
    initial: () => ({ amount, method: 'upi' as PaymentMethod, reference: '' }),
    send: (body) => recordPayment(holder, body, label),
    done: (r) => adminText(isQueued(r) ? 'offline.queuedToast' : 'money.recorded'),
    onDone: onRecorded,
  });
  return (
    <MoneyForm
      form={form}
      testId="payment-form"
      actions={
        <button type="submit" className={ui.btn} disabled={form.busy}>
          {adminText('money.record')}
        </button>
      }
    >
      <EntryFields form={form} amountLabel={adminText('money.amount')} />
    </MoneyForm>
  );
}
