import type { ReactNode } from 'react';
import { PAYMENT_METHODS } from '@pachmarhi/common/schemas/money';
import { TextField, SelectField } from '@/features/admin/shared/components/form-controls';
import { FormAlert } from '@/features/admin/shared/components/action-dialog';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';
import type { useMoneyForm } from './use-money-form';
import css from './money.module.css';

type MoneyFormState = Pick<ReturnType<typeof useMoneyForm>, 'formRef' | 'submit' | 'alert' | 'bind'>;

/** The methods as a select's options, in the current language. */
const methodOptions = () => PAYMENT_METHODS.map((m) => ({ value: m, label: adminText(`money.methods.${m}`) }));

/**
 * An entry of the ledger as typed: amount (labelled `amountLabel`), method and UTR/reference, bound
 * to `form`'s fields `amount`, `method`, `reference`.
 */
export function EntryFields({ form, amountLabel }: { form: Pick<MoneyFormState, 'bind'>; amountLabel: string }) {
  return (
    <>
      <TextField label={amountLabel} inputMode="decimal" {...form.bind('amount')} />
      <SelectField label={adminText('money.method')} options={methodOptions()} {...form.bind('method')} />
      <TextField label={adminText('money.reference')} autoComplete="off" {...form.bind('reference')} />
    </>
  );
}

/**
 * A money form (`useMoneyForm`): its fields in a grid, the server's refusal above the buttons and
 * the buttons (`actions`, omitted in a dialog whose footer holds them: give `id` for their `form=`).
 */
export function MoneyForm({
  form,
  id,
  testId,
  actions,
  children,
}: {
  form: MoneyFormState;
  id?: string;
  testId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      ref={form.formRef}
      noValidate
      className={ui.form}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <div className={css.fields}>{children}</div>
      <FormAlert message={form.alert} />
      {actions && <div className={cx(ui.formActions)}>{actions}</div>}
    </form>
  );
}
