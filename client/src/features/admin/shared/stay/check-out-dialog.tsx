import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { reservationUpdateSchema } from '@pachmarhi/common/schemas/reservation';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { PaymentForm, rupeesInput } from '@/features/admin/shared/money/payment-form';
import moneyCss from '@/features/admin/shared/money/money.module.css';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { moneyQueries } from '@/lib/queries/money';
import { adminText } from '@/i18n';
import { isQueued } from '@/lib/offline/outbox';
import { useOnline } from '@/features/admin/offline/use-offline-app';
import { queuedMove, useStayMove, type MoveDialogProps } from './use-stay-move';

/**
 * Check out, asked first. With nothing due: confirm. With a balance due (the folio's, read fresh):
 * settle it now (a payment, the balance prefilled; then confirm) or check out with it carried, with
 * a reason kept on the folio and on Today until paid. The nights billed never change here: an
 * early departure is "Shorten stay".
 */
export function CheckOutDialog({ stay, onClose, onMoved }: MoveDialogProps) {
  const ledger = useQuery(moneyQueries.ledger(stay._id));
  const balance = ledger.data?.folio.balance ?? 0;
  const [mode, setMode] = useState<'settle' | 'carry' | null>(null);
  const move = useStayMove(stay);
  const carry = useFormState(zodResolver(reservationUpdateSchema(stay.kind)), () => ({
    status: 'checked-out',
    carryBalance: { reason: '' },
  }));
  const [alert, setAlert] = useState('');
  const owes = balance > 0;
  // Offline with no balance kept on the phone: the check-out is queued and the server decides (a
  // balance due is refused with its sentence, shown in the queue).
  const unknownOffline = !useOnline() && !ledger.data;

  const checkOut = (reason?: string) => {
    setAlert('');
    void move.mutateAsync({ status: 'checked-out', carry: reason }).then(
      (res) => {
        if (isQueued(res)) return queuedMove(onClose);
        toast.success(adminText('stayMoves.checkedOut', { guest: stay.guest }));
        onMoved(res.data);
      },
      (e: unknown) => {
        // A balance that appeared meanwhile (a payment voided elsewhere): the sentence names it and the choice shows.
        setAlert(e instanceof ApiRequestError ? e.message : String(e));
        void ledger.refetch();
      },
    );
  };
  const submitCarry = () => {
    const r = carry.validate();
    if (r.ok) checkOut(carry.values.carryBalance.reason);
  };

  return (
    <ActionDialog
      title={adminText('stayMoves.checkOutTitle', { guest: stay.guest })}
      onClose={onClose}
      busy={move.isPending}
      testId="check-out-dialog"
      cancelLabel={adminText('stayMoves.notNow')}
      alert={alert || (ledger.isError ? ledger.error.message : '')}
      actions={
        <>
          {((ledger.data && !owes) || unknownOffline) && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnAccent)}
              disabled={move.isPending}
              onClick={() => checkOut()}
            >
              {adminText('today.checkOut')}
            </button>
          )}
          {owes && mode === 'carry' && (
            <button type="submit" form="carry-form" className={cx(ui.btn, ui.btnAccent)} disabled={move.isPending}>
              {adminText('stayMoves.checkOutCarried', { amount: formatPaise(balance) })}
            </button>
          )}
        </>
      }
    >
      {ledger.isPending && !unknownOffline && (
        <p role="status">
          <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" /> {adminText('stayMoves.readingBalance')}
        </p>
      )}
      {((ledger.data && !owes) || unknownOffline) && (
        <p>{adminText('stayMoves.checkOutQuestion', { guest: stay.guest, reference: stay.reference })}</p>
      )}
      {owes && (
        <>
          <p role="status" data-testid="check-out-owes">
            <strong>{adminText('stayMoves.stillOwes', { guest: stay.guest, amount: formatPaise(balance) })}</strong>
          </p>
          <div className={moneyCss.requestActions} role="group" aria-label={adminText('stayMoves.howToSettle')}>
            <button
              type="button"
              className={cx(ui.btn, mode !== 'settle' && ui.btnSecondary)}
              aria-pressed={mode === 'settle'}
              onClick={() => setMode('settle')}
            >
              {adminText('stayMoves.settleNow')}
            </button>
            <button
              type="button"
              className={cx(ui.btn, mode !== 'carry' && ui.btnSecondary)}
              aria-pressed={mode === 'carry'}
              onClick={() => setMode('carry')}
            >
              {adminText('stayMoves.carryBalance')}
            </button>
          </div>
          {mode === 'settle' && (
            <div className={moneyCss.choice}>
              <PaymentForm
                key={balance}
                holder={stay._id}
                amount={rupeesInput(balance)}
                label={`${stay.guest} #${stay.reference}`}
              />
            </div>
          )}
          {mode === 'carry' && (
            <form
              id="carry-form"
              ref={carry.formRef}
              noValidate
              className={cx(ui.form, moneyCss.choice)}
              onSubmit={(e) => {
                e.preventDefault();
                submitCarry();
              }}
            >
              <TextField
                label={adminText('stayMoves.carryReason')}
                hint={adminText('stayMoves.carryHint')}
                required
                autoComplete="off"
                data-autofocus
                {...carry.bind('carryBalance.reason')}
              />
            </form>
          )}
        </>
      )}
      <p className={ui.fieldHint}>{adminText('stayMoves.nightsStay')}</p>
    </ActionDialog>
  );
}
