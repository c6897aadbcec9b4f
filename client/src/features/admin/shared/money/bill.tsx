import type { ReactNode } from 'react';
import { cx } from '@/features/admin/shared/lib/cx';
import type { BillRow } from './bill-rows';
import css from './money.module.css';

/**
 * A bill as a two-column list (what, how much), phone first: long labels wrap, figures stay
 * right-aligned on their line. `actions` puts a button beside a row by its key (e.g. Refund beside
 * "In credit").
 */
export function Bill({
  rows,
  testId,
  actions = {},
}: {
  rows: BillRow[];
  testId?: string;
  actions?: Record<string, ReactNode>;
}) {
  return (
    <dl className={css.bill} data-testid={testId}>
      {rows.map((r) => (
        <div
          key={r.key}
          className={cx(css.billRow, r.kind === 'total' && css.billTotal, r.kind === 'note' && css.billNote)}
          data-testid={`bill-${r.key}`}
        >
          <dt>{r.label}</dt>
          <dd>
            {r.value}
            {actions[r.key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
