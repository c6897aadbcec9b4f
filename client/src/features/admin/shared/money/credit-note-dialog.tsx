import { creditNoteInputSchema, type CreditNoteInput } from '@pachmarhi/common/schemas/money';
import type { Invoice } from '@pachmarhi/common/schemas/money-records';
import { quoteLines, type Quote } from '@pachmarhi/common/pricing/quote';
import { formatDayIST } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { ActionDialog } from '@/features/admin/shared/components/action-dialog';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/shared/money/money.module.css';
import { MoneyForm } from '@/features/admin/shared/money/money-form';
import { useMoneyForm } from '@/features/admin/shared/money/use-money-form';
import { issueCreditNote } from '@/lib/queries/money';
import { adminText } from '@/i18n';

type Basis = 'whole' | 'amount' | 'nights' | 'lines';
interface Values extends Record<string, unknown> {
  basis: Basis;
  reason: string;
  amount: string;
  nights: string[];
  lines: string[];
}

/** The request body of the choice: the whole invoice, an amount (rupees, tax included), the chosen dates or a trip's chosen lines. */
const bodyOf = ({ basis, reason, amount, nights, lines }: Values): CreditNoteInput =>
  basis === 'amount'
    ? { reason, amount }
    : basis === 'nights'
      ? { reason, nights }
      : basis === 'lines'
        ? { reason, lines }
        : { reason };

/** A line or extra of a trip's invoice that a credit note may cover: its _id and how it reads. */
export interface CreditableLine {
  id: string;
  label: string;
}

/** A list of checkboxes (the dates or lines a credit note covers), with the field's error under it. */
function Choices({
  legend,
  options,
  chosen,
  onToggle,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onToggle: (value: string) => void;
  error?: string;
}) {
  return (
    <fieldset className={css.nights} aria-describedby={error ? 'credit-choice-error' : undefined}>
      <legend className={ui.label}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={ui.checkboxRow}>
          <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
          {o.label}
        </label>
      ))}
      {error && (
        <p id="credit-choice-error" className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A credit note against the invoice in force (the owner): the whole of what is left of it, an
 * amount, or the invoice's lines of chosen dates, always with a reason. After a full credit note
 * the stay can be invoiced again (a new number). A trip's invoice (`lines` given) offers its chosen
 * lines and extras instead of dates.
 */
export function CreditNoteDialog({
  invoice,
  quote = null,
  lines = [],
  onClose,
}: {
  invoice: Invoice;
  /** The stay's quote: its dates are the invoice's lines (rooms' nights, vehicles' days). */
  quote?: Quote | null;
  /** A trip's invoice: its live lines and extras, to credit some of them. */
  lines?: CreditableLine[];
  onClose: () => void;
}) {
  const dates = quote && quote.kind !== 'tour' ? quoteLines(quote).map((l) => l.date) : [];
  const form = useMoneyForm({
    schema: creditNoteInputSchema,
    initial: (): Values => ({ basis: 'whole', reason: '', amount: '', nights: [], lines: [] }),
    toBody: bodyOf,
    send: (body) => issueCreditNote(invoice._id, body),
    done: (note) => adminText('money.creditNoteIssued', { number: note.number }),
    onDone: onClose,
  });
  const { basis, nights, lines: chosenLines } = form.values;
  const toggle = (field: 'nights' | 'lines', list: string[]) => (v: string) =>
    form.setField(field, list.includes(v) ? list.filter((n) => n !== v) : [...list, v].sort());
  const left = invoice.total - invoice.credited;
  const bases: Basis[] = ['whole', 'amount'];
  if (dates.length) bases.push('nights');
  if (lines.length) bases.push('lines');
  return (
    <ActionDialog
      title={adminText('money.creditNoteTitle', { number: invoice.number })}
      onClose={onClose}
      busy={form.busy}
      testId="credit-note-dialog"
      cancelLabel={adminText('money.close')}
      actions={
        <button type="submit" form="credit-note-form" className={cx(ui.btn, ui.btnDanger)} disabled={form.busy}>
          {adminText('money.issueCreditNote')}
        </button>
      }
    >
      <p>{adminText('money.creditNoteLeft', { amount: formatPaise(left) })}</p>
      <MoneyForm form={form} id="credit-note-form">
        <fieldset className={css.nights}>
          <legend className={ui.label}>{adminText('money.creditNoteBasis')}</legend>
          {bases.map((b) => (
            <label key={b} className={ui.checkboxRow}>
              <input
                type="radio"
                name="basis"
                value={b}
                checked={basis === b}
                onChange={() => form.setField('basis', b)}
              />
              {adminText(`money.creditBasis.${b}`)}
            </label>
          ))}
        </fieldset>
        {basis === 'amount' && (
          <TextField
            label={adminText('money.creditNoteAmount')}
            inputMode="decimal"
            required
            {...form.bind('amount')}
          />
        )}
        {basis === 'nights' && (
          <Choices
            legend={adminText('money.creditNoteNights')}
            options={dates.map((d) => ({ value: d, label: formatDayIST(d) }))}
            chosen={nights}
            onToggle={toggle('nights', nights)}
            error={form.errors.nights}
          />
        )}
        {basis === 'lines' && (
          <Choices
            legend={adminText('money.creditNoteLines')}
            options={lines.map((l) => ({ value: l.id, label: l.label }))}
            chosen={chosenLines}
            onToggle={toggle('lines', chosenLines)}
            error={form.errors.lines ?? form.errors.nights}
          />
        )}
        <TextField label={adminText('money.reason')} required autoComplete="off" {...form.bind('reason')} />
      </MoneyForm>
    </ActionDialog>
  );
}
