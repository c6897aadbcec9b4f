import { useEffect, useRef, type ReactNode } from 'react';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { TextField } from './form-controls';
import { adminText } from '@/i18n';

export interface ListRowsEditorProps<R> {
  /** Singular noun used in button labels, e.g. 'Feature', 'Day'. */
  itemLabel: string;
  rows: R[];
  onChange: (rows: R[]) => void;
  makeEmpty: () => R;
  renderRow: (row: R, index: number, update: (row: R) => void) => ReactNode;
  /** Applied after every add and remove (the itinerary renumbers its days). */
  normalize?: (rows: R[]) => R[];
  /** Show each row as a card with this heading (e.g. 'Day 2'). */
  rowTitle?: (row: R, index: number) => string;
  addLabel?: string;
  /** The list may be empty (e.g. a room's availability slots): Remove shows on every row. */
  optional?: boolean;
}

/**
 * Editable list of rows with Add and Remove. Remove shows only while more than one row
 * exists (docs/product.md#screens), so a list never becomes empty from the editor, unless it is
 * `optional`. A new row gets focus.
 */
export function ListRowsEditor<R>({
  itemLabel,
  rows,
  onChange,
  makeEmpty,
  renderRow,
  normalize = (r) => r,
  rowTitle,
  addLabel,
  optional = false,
}: ListRowsEditorProps<R>) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const last = listRef.current?.lastElementChild;
    last?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [rows.length]);

  const update = (index: number) => (row: R) => onChange(rows.map((r, i) => (i === index ? row : r)));
  const remove = (index: number) => onChange(normalize(rows.filter((_, i) => i !== index)));
  const add = () => {
    focusLast.current = true;
    onChange(normalize([...rows, makeEmpty()]));
  };
  const canRemove = rows.length > (optional ? 0 : 1);

  return (
    <div className={ui.rows}>
      <div className={ui.rows} ref={listRef}>
        {rows.map((row, i) => {
          const removeButton = canRemove && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnGhost, ui.btnSmall)}
              onClick={() => remove(i)}
              aria-label={adminText('listRowsEditor.remove', { value: itemLabel.toLowerCase(), value2: i + 1 })}
            >
              {rowTitle
                ? adminText('listRowsEditor.remove2', { itemLabel: itemLabel })
                : adminText('listRowsEditor.remove3')}
            </button>
          );
          return rowTitle ? (
            <div key={i} className={ui.rowCard} role="group" aria-label={rowTitle(row, i)}>
              <div className={ui.rowHead}>
                <span>{rowTitle(row, i)}</span>
                {removeButton}
              </div>
              {renderRow(row, i, update(i))}
            </div>
          ) : (
            <div key={i} className={ui.row}>
              <div className={ui.rowBody}>{renderRow(row, i, update(i))}</div>
              {removeButton}
            </div>
          );
        })}
      </div>
      <button type="button" className={cx(ui.btn, ui.btnSecondary, ui.btnSmall, ui.addRow)} onClick={add}>
        + {addLabel ?? adminText('listRowsEditor.add', { itemLabel: itemLabel })}
      </button>
    </div>
  );
}

/** A list of plain text rows (features, amenities, inclusions, ...). */
export function TextRowsEditor({
  itemLabel,
  rows,
  onChange,
  placeholder,
  type = 'text',
  lang,
}: {
  itemLabel: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  placeholder?: string;
  type?: string;
  /** The rows' language ('hi' for the Hindi lists), for fonts and input methods. */
  lang?: string;
}) {
  return (
    <ListRowsEditor
      itemLabel={itemLabel}
      rows={rows}
      onChange={onChange}
      makeEmpty={() => ''}
      renderRow={(row, i, update) => (
        <TextField
          label={`${itemLabel} ${i + 1}`}
          hideLabel
          value={row}
          onChange={update}
          placeholder={placeholder}
          type={type}
          lang={lang}
        />
      )}
    />
  );
}
