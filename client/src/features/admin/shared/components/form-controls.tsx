import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { formatINR } from '@pachmarhi/common/format';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { adminText } from '@/i18n';
import { useTranslation } from 'react-i18next';
import { nounText } from '@/features/admin/shared/lib/labels';

interface BaseProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Hide the label visually (it stays for screen readers), for dense rows. */
  hideLabel?: boolean;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  className,
  hideLabel,
  children,
}: Omit<BaseProps, 'value' | 'onChange'> & { id: string; children: ReactNode }) {
  return (
    <div className={cx(ui.field, className)}>
      <label htmlFor={id} className={cx(ui.label, hideLabel && 'visually-hidden')}>
        {label}
        {required && (
          <span className={ui.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={ui.fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Splits a control's props into those of its FieldShell, the attributes every control element
 * shares (id, class, value binding, invalid state, the hint or error it is described by) and
 * the rest (native attributes, passed through).
 */
function useField<P extends BaseProps>(
  { label, value, onChange, error, hint, required, className, hideLabel, ...rest }: P,
  controlClass: string,
) {
  const id = useId();
  return {
    shell: { id, label, error, hint, required, className, hideLabel },
    control: {
      id,
      className: cx(controlClass, error && ui.invalid),
      value,
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    },
    rest,
  };
}

type TextFieldProps = BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'required'>;

/** Labelled input; the error is announced and linked with aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { shell, control, rest } = useField(props, ui.input);
  return (
    <FieldShell {...shell}>
      <input {...control} aria-required={shell.required || undefined} {...rest} />
    </FieldShell>
  );
}

type PriceFieldProps = Omit<TextFieldProps, 'label' | 'required' | 'type' | 'inputMode' | 'min' | 'step' | 'hint'> & {
  /** 'night', 'day', 'person': the label 'Price per night (₹)' and the hint '₹2,500 per night'. */
  unit: string;
};

/** Required whole-rupee price input; its hint shows the amount as formatted rupees per `unit`. */
export function PriceField({ unit, ...rest }: PriceFieldProps) {
  const price = Number(rest.value);
  return (
    <TextField
      label={adminText('formControls.pricePer', { unit: nounText(unit) })}
      required
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      hint={
        rest.value !== '' && Number.isFinite(price)
          ? adminText('formControls.pricePerHint', { price: formatINR(price), unit: nounText(unit) })
          : adminText('formControls.wholeRupees')
      }
      {...rest}
    />
  );
}

type TextAreaProps = BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'required'>;

/** Labelled textarea; the error is announced and linked with aria-describedby. */
export function TextAreaField(props: TextAreaProps) {
  const { shell, control, rest } = useField(props, ui.textarea);
  return (
    <FieldShell {...shell}>
      <textarea {...control} aria-required={shell.required || undefined} {...rest} />
    </FieldShell>
  );
}

type SelectProps = BaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'required'> & {
    options: readonly (string | { value: string; label: string })[];
  };

/**
 * Labelled select of plain strings or {value, label} options. Plain strings are stored values
 * (statuses, categories, fuel types): shown translated when the site knows the word (common:
 * status.*), as written otherwise.
 */
export function SelectField({ options, ...props }: SelectProps) {
  const { t } = useTranslation('common');
  const { shell, control, rest } = useField(props, ui.select);
  return (
    <FieldShell {...shell}>
      <select {...control} {...rest}>
        {options.map((o) => {
          const opt =
            typeof o === 'string'
              ? { value: o, label: t(`status.${o}` as 'status.Available', { defaultValue: o }) }
              : o;
          return (
            <option key={opt.value} value={opt.value}>
              {opt.label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/** A titled group of fields (fieldset + legend). */
export function FormSection({
  title,
  hint,
  children,
  className,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cx(ui.section, className)}>
      <legend>{title}</legend>
      {hint && <p className={ui.sectionHint}>{hint}</p>}
      {children}
    </fieldset>
  );
}
