import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BoardEntry } from '@pachmarhi/common/schemas/front-desk-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { stayPath } from '@/features/admin/admin-screens';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { rupeesInput } from '@/features/admin/shared/money/rupees-input';
import css from '@/features/admin/front-desk/routes/today.module.css';
import { adminText } from '@/i18n';

// The payment form (and the shared rules it checks with) loads when it is first opened.
const PaymentForm = lazy(() =>
  import('@/features/admin/shared/money/payment-form').then((m) => ({ default: m.PaymentForm })),
);

/** One guest who left owing: who, what for, how much is still due and why it was carried; pay or open the stay. */
function Carried({ e }: { e: BoardEntry }) {
  const [paying, setPaying] = useState(false);
  return (
    <li className={css.entry} data-testid={`carried-${e.reference}`}>
      <div className={css.entryHead}>
        <strong>{e.guest}</strong> <span className={ui.itemMeta}>#{e.reference}</span>{' '}
        <span className={cx(ui.badge, ui.badgeRed)}>{formatPaise(e.balance)}</span>
      </div>
      <div className={ui.itemMeta}>
        {e.item} · {formatDateIST(e.checkIn)}
        {e.checkOut ? ` – ${formatDateIST(e.checkOut)}` : ''}
      </div>
      {e.balanceCarried && (
        <div className={ui.itemMeta}>
          {adminText('today.carriedReason', {
            amount: formatPaise(e.balanceCarried.amount),
            reason: e.balanceCarried.reason,
          })}
        </div>
      )}
      <div className={css.actions}>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall)}
          aria-expanded={paying}
          onClick={() => setPaying(!paying)}
        >
          {adminText('money.recordPayment')}
        </button>
        <Link className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} to={stayPath(e._id)}>
          {adminText('today.openStay')}
        </Link>
      </div>
      {paying && (
        <Suspense fallback={null}>
          <PaymentForm
            key={e.balance}
            holder={e._id}
            amount={rupeesInput(e.balance)}
            label={`${e.guest} #${e.reference}`}
            onRecorded={() => setPaying(false)}
          />
        </Suspense>
      )}
    </li>
  );
}

/** Guests who checked out owing a balance (carried, with the reason), until it is paid. */
export function BalancesCarried({ entries }: { entries: BoardEntry[] }) {
  return (
    <section className={cx(ui.card, css.section)} data-testid="balances-carried">
      <h2 className={ui.cardTitle}>{adminText('today.balancesCarried', { count: entries.length })}</h2>
      {entries.length === 0 ? (
        <p className={ui.itemMeta}>{adminText('today.noBalancesCarried')}</p>
      ) : (
        <ul className={css.list}>
          {entries.map((e) => (
            <Carried key={e._id} e={e} />
          ))}
        </ul>
      )}
    </section>
  );
}
