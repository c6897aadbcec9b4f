import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@pachmarhi/common/schemas/fields';
import { setIn } from '@/features/admin/shared/lib/set-in';

function getIn(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((acc, key) => (acc == null ? undefined : (acc as Record<string, unknown>)[key]), source);
}

/** Drop the errors of `path` and everything below it (editing a field clears its message). */
function withoutErrors(errors: Record<string, string>, path: string): Record<string, string> {
  const keys = Object.keys(errors).filter((k) => k === path || k.startsWith(`${path}.`) || path.startsWith(`${k}.`));
  if (keys.length === 0) return errors;
  const next = { ...errors };
  keys.forEach((k) => delete next[k]);
  return next;
}

/**
 * Form values plus field errors keyed by dot path, validated with a shared zod schema
 * (`safeParse` + `fieldErrors`), so the client shows the same messages the server would send.
 */
export function useFormState<V, S extends z.ZodType>(schema: S, initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setField = useCallback((path: string, value: unknown) => {
    setValues((v) => setIn(v, path, value));
    setErrors((e) => withoutErrors(e, path));
  }, []);

  /** Parsed output when valid; otherwise null with the messages stored. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  };

  const reset = useCallback((next?: V) => {
    setValues(next ?? initial());
    setErrors({});
    // `initial` is a stable factory for the form's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Props for a text control bound to `path`. */
  const bind = (path: string) => ({
    name: path,
    value: String(getIn(values, path) ?? ''),
    error: errors[path],
    onChange: (v: string) => setField(path, v),
  });

  return { values, setValues, setField, errors, setErrors, validate, reset, bind };
}

/** Move focus to the first control marked invalid inside `root` (after a failed submit). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
