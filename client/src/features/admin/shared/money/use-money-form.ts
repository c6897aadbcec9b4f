import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { useMoneyMutation } from '@/lib/queries/money';
import { adminText } from '@/i18n';

interface MoneyFormOptions<V, S extends z.ZodType, R> {
  /** The shared rule of the request body (its messages show at the fields). */
  schema: S;
  /** The blank values (also after a success). */
  initial: () => V;
  /** The request body of the values (default: the values as they are). */
  toBody?: (values: V) => z.input<S>;
  send: (body: z.input<S>) => Promise<R>;
  /** The toast after a success. */
  done: (r: R) => string;
  onDone?: (r: R) => void;
}

/**
 * A small money form (a payment, a refund, a void, a credit note): its body checked by the shared
 * schema, sent through `send`, and the server's answer shown where it belongs — field errors at
 * their fields, a 409 about a UTR/reference ("already recorded on reservation …") at the reference
 * field, any other refusal as `alert` above the buttons. After a success the toast says `done`,
 * the values go back to `initial` and `onDone` runs; every screen showing a figure reads it again.
 */
export function useMoneyForm<V extends Record<string, unknown>, S extends z.ZodType, R>({
  schema,
  initial,
  toBody = (v) => v as z.input<S>,
  send,
  done,
  onDone,
}: MoneyFormOptions<V, S, R>) {
  const form = useFormState((v: V) => zodResolver(schema)(toBody(v)), initial);
  const [alert, setAlert] = useState('');
  const mutation = useMoneyMutation(send);
  // mutateAsync, not mutate's callbacks: the form may be replaced by the figures it changed (a new
  // balance prefilled) before they would run, and the toast and `onDone` must still happen.
  const submit = async () => {
    setAlert('');
    if (!form.validate().ok) return;
    try {
      const r = await mutation.mutateAsync(toBody(form.values));
      form.reset();
      toast.success(done(r));
      onDone?.(r);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) setAlert(adminText('useReservationForm.couldNotReachThe'));
      else if (Object.keys(e.errors).length > 0) form.showErrors(e.errors);
      else if (e.status === 409 && 'reference' in form.values) form.showErrors({ reference: e.message });
      else setAlert(e.message);
    }
  };
  return { ...form, alert, submit, busy: mutation.isPending };
}
