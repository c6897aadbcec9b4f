import { voidInputSchema } from '@pachmarhi/common/schemas/money';
import type { Payment } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { voidPayment } from '@/lib/queries/money';
import { adminText } from '@/i18n';
import { MoneyForm } from './money-form';
import { useMoneyForm } from './use-money-form';

/**
 * Void one ledger entry (the owner): a small dialog naming it, asking why, and voiding only on
 * its own button: the entry stays in the ledger struck through, with the reason, and no longer counts.
 */
export function VoidDialog({
  reservationId,
  entry,
  onClose,
}: {
  reservationId: string;
  entry: Payment;
  onClose: () => void;
}) {
  const form = useMoneyForm({
    schema: voidInputSchema,
    initial: () => ({ reason: '' }),
    send: (body) => voidPayment(reservationId, entry._id, String(body.reason)),
    done: () => adminText('money.voidedToast'),
    onDone: onClose,
  });
  const what = adminText(entry.kind === 'refund' ? 'money.voidWhatRefund' : 'money.voidWhatPayment', {
    amount: formatPaise(entry.amount),
    date: formatDateIST(entry.receivedAt),
  });
  return (
    <ActionDialog
      title={adminText('money.voidTitle')}
      onClose={onClose}
      busy={form.busy}
      testId="void-dialog"
      cancelLabel={adminText('money.keepIt')}
      actions={
        <button type="submit" form="void-form" className={cx(ui.btn, ui.btnDanger)} disabled={form.busy}>
          {adminText('money.voidConfirm')}
        </button>
      }
    >
      <p>{what}</p>
      <p className={ui.fieldHint}>{adminText('money.voidExplained')}</p>
      <MoneyForm form={form} id="void-form">
        <TextField
          label={adminText('money.voidReason')}
          required
          data-autofocus
          autoComplete="off"
          {...form.bind('reason')}
        />
      </MoneyForm>
    </ActionDialog>
  );
}
