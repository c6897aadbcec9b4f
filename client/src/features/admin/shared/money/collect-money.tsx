import { FormSection } from '@/features/admin/shared/components/form-controls';
import type { MoneyHolder } from '@/lib/queries/money';
import { adminText } from '@/i18n';
import { PaymentForm } from './payment-form';
import { PaymentRequestPanel } from './payment-request';

/** While a stay or trip owes (`balance` paise > 0): Record payment and Request payment (UPI) on it. */
export function CollectMoney({ holder, balance }: { holder: MoneyHolder; balance: number }) {
  if (balance <= 0) return null;
  return (
    <>
      <FormSection title={adminText('money.recordPayment')}>
        <PaymentForm holder={holder} />
      </FormSection>
      <FormSection title={adminText('money.requestPayment')}>
        <PaymentRequestPanel holder={holder} />
      </FormSection>
    </>
  );
}
