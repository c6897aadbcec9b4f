import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiRequestError } from '@/lib/api';

/**
 * A form's text fields kept as one record, with the server's field errors (a 400's `errors`) shown
 * under their fields and any other refusal as a toast.
 */
export function useFields<F extends Record<string, string>>(initial: () => F) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    fields,
    setFields,
    /** The props of the field `k`: its value, its change and its error. */
    bind: (k: keyof F & string) => ({
      value: fields[k],
      onChange: (v: string) => setFields({ ...fields, [k]: v }),
      error: errors[k],
    }),
    /** After a save: the fields back to `next`, no errors. */
    reset: (next: F) => {
      setFields(next);
      setErrors({});
    },
    /** A refused save: field errors under their fields, anything else as a toast. */
    refused: (e: Error) =>
      e instanceof ApiRequestError && Object.keys(e.errors).length ? setErrors(e.errors) : toast.error(e.message),
  };
}
