import { useState } from 'react';
import type { Payment } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';
import { VoidDialog } from './void-dialog';
import css from './money.module.css';

/** How one entry reads: "12 Dec 2026 · UPI · ₹5,522 · UTR 6021" or "… · Refund −₹2,000 · Cancelled a week ahead". */
export function entryText(p: Payment): string {
  const parts = [formatDateIST(p.receivedAt), adminText(`money.methods.${p.method}`)];
  parts.push(
    p.kind === 'refund' ? adminText('money.refundEntry', { amount: formatPaise(p.amount) }) : formatPaise(p.amount),
  );
  if (p.reference) parts.push(p.reference);
  if (p.kind === 'refund' && p.reason) parts.push(p.reason);
  return parts.join(' · ');
}

/**
 * The ledger of a stay, oldest first: payments, refunds ("Refund −₹X · reason") and voided entries,
 * which stay listed struck through with why they were voided. `canVoid` (the owner) adds Void,
 * which asks for a reason and a confirmation.
 */
export function LedgerList({
  reservationId,
  entries,
  canVoid,
}: {
  reservationId: string;
  entries: Payment[];
  canVoid: boolean;
}) {
  const [voiding, setVoiding] = useState<Payment | null>(null);
  if (entries.length === 0) return <p className={ui.fieldHint}>{adminText('money.noPayments')}</p>;
  return (
    <>
      <ul className={css.ledger} data-testid="ledger">
        {entries.map((p) => (
          <li
            key={p._id}
            className={cx(css.entry, p.voidedAt && css.voided, p.kind === 'refund' && css.refund)}
            data-testid={p.voidedAt ? 'ledger-voided' : `ledger-${p.kind}`}
          >
            <span className={css.entryText}>
              <span>{entryText(p)}</span>
              {p.voidedAt && (
                <span className={css.voidReason}>
                  {adminText('money.voidedBecause', { reason: p.voidReason ?? '' })}
                </span>
              )}
            </span>
            {canVoid && !p.voidedAt && (
              <button
                type="button"
                className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                aria-label={adminText('money.voidEntry', { entry: entryText(p) })}
                onClick={() => setVoiding(p)}
              >
                {adminText('money.void')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {voiding && <VoidDialog reservationId={reservationId} entry={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
