import type { ReactNode } from 'react';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/operations/routes/operations.module.css';
import { adminText } from '@/i18n';

interface Props<T> {
  rows: readonly T[];
  /** The row's id and the name its delete question names. */
  keyOf: (row: T) => string;
  nameOf: (row: T) => string;
  /** The row's own lines above its buttons. */
  render: (row: T) => ReactNode;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** The row's test id ('person-Ramesh Yadav'). */
  testId: (row: T) => string;
}

/** A card listing records, each with Edit and Delete (asked first, naming the record). */
export function EditableRows<T>({ rows, keyOf, nameOf, render, onEdit, onDelete, testId }: Props<T>) {
  return (
    <section className={ui.card}>
      <ul className={css.rows}>
        {rows.map((row) => (
          <li key={keyOf(row)} data-testid={testId(row)}>
            {render(row)}
            <div className={css.rowActions}>
              <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)} onClick={() => onEdit(row)}>
                {adminText('operations.edit')}
              </button>
              <button
                type="button"
                className={cx(ui.btn, ui.btnSmall, ui.btnDanger)}
                onClick={() =>
                  window.confirm(adminText('operations.confirmDelete', { name: nameOf(row) })) && onDelete(row)
                }
              >
                {adminText('operations.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
