import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { TextRowsEditor } from '@/features/admin/shared/components/list-rows-editor';
import { cx } from '@/features/admin/shared/lib/cx';
import { adminText } from '@/i18n';
import css from './bilingual-fields.module.css';

/** Props a form's `bind(path)` gives a control. */
interface Bound {
  name?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A field's label for its English and its Hindi control, each naming the language in both scripts. */
const labelsOf = (label: string) => ({
  en: adminText('bilingual.english', { label }),
  hi: adminText('bilingual.hindi', { label }),
});

/** Two controls side by side, English first then Hindi (stacked on phones). */
function Pair({ className, children }: { className?: string; children: [ReactNode, ReactNode] }) {
  return <div className={cx(css.pair, className)}>{children}</div>;
}

/**
 * A text field and its Hindi (`en` and `hi` bound with the form's `bind`): the Hindi is optional
 * and, left empty, the public pages show the English (common/src/i18n/content.ts).
 */
export function BilingualText({
  label,
  en,
  hi,
  required,
  multiline,
  rows,
  placeholder,
  hint,
  autoFocus,
  className,
}: {
  label: string;
  en: Bound;
  hi: Bound;
  required?: boolean;
  /** Under the English control (the Hindi one says that it may stay empty). */
  hint?: string;
  /** The English control takes the first focus of its dialog (`data-autofocus`). */
  autoFocus?: boolean;
  /** A textarea of `rows` lines instead of an input. */
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  className?: string;
}) {
  const labels = labelsOf(label);
  const Field = multiline ? TextAreaField : TextField;
  return (
    <Pair className={className}>
      <Field
        label={labels.en}
        required={required}
        {...en}
        rows={rows}
        placeholder={placeholder}
        hint={hint}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
      />
      <Field
        label={labels.hi}
        {...hi}
        rows={rows}
        lang="hi"
        autoComplete="off"
        hint={adminText('bilingual.hindiHint')}
      />
    </Pair>
  );
}

/** A list of text rows (features, inclusions …) and its Hindi list, each with a caption. */
export function BilingualRows({
  itemLabel,
  title,
  en,
  hi,
  onChangeEn,
  onChangeHi,
  placeholder,
}: {
  /** One row's noun ('Feature'). */
  itemLabel: string;
  /** The list's name ('Features'). */
  title: string;
  en: string[];
  hi: string[];
  onChangeEn: (rows: string[]) => void;
  onChangeHi: (rows: string[]) => void;
  placeholder?: string;
}) {
  const titles = labelsOf(title);
  // Rows keep their own short names ('Feature 1'; 'Hindi feature 1'): the captions name the languages.
  const hindiItem = adminText('bilingual.hindiItem', { label: itemLabel });
  return (
    <Pair>
      <div className={css.column} role="group" aria-label={titles.en}>
        <p className={css.caption}>{titles.en}</p>
        <TextRowsEditor itemLabel={itemLabel} rows={en} onChange={onChangeEn} placeholder={placeholder} />
      </div>
      <div className={css.column} role="group" aria-label={titles.hi}>
        <p className={css.caption}>{titles.hi}</p>
        <TextRowsEditor itemLabel={hindiItem} rows={hi} onChange={onChangeHi} lang="hi" />
      </div>
    </Pair>
  );
}
