import { refundInputSchema, type PaymentMethod } from '@pachmarhi/common/schemas/money';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { recordRefund } from '@/lib/queries/money';
import { adminText } from '@/i18n';
import { EntryFields, MoneyForm } from './money-form';
import { useMoneyForm } from './use-money-form';

/**
 * A refund: money paid back to the guest (rupees, at most what was paid), how, its reference and
 * why; it reduces "paid". `amount` is prefilled (e.g. what a cancelled stay holds in credit).
 */
export function RefundForm({
  reservationId,
  amount = '',
  onDone,
}: {
  reservationId: string;
  amount?: string;
  onDone?: () => void;
}) {
  const form = useMoneyForm({
    schema: refundInputSchema,
    initial: () => ({ amount, method: 'upi' as PaymentMethod, reference: '', reason: '' }),
    send: (body) => recordRefund(reservationId, body),
    done: () => adminText('money.refunded'),
    onDone,
  });
  return (
    <MoneyForm
      form={form}
      testId="refund-form"
      actions={
        <>
          {onDone && (
            <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={onDone}>
              {adminText('money.close')}
            </button>
          )}
          <button type="submit" className={ui.btn} disabled={form.busy}>
            {adminText('money.recordRefund')}
          </button>
        </>
      }
    >
      <EntryFields form={form} amountLabel={adminText('money.refundAmount')} />
      <TextField label={adminText('money.reason')} autoComplete="off" {...form.bind('reason')} />
    </MoneyForm>
  );
}
