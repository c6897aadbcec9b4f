import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { localFieldErrors } from '@/i18n/validation';

/** Field messages keyed by dot path ('name', 'specifications.roomSize', 'availability.0.startDate'). */
export type FieldErrors = Record<string, string>;

/** What a form's rules say about its values: the parsed output, or the messages per field. */
export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The rules of a form: a shared zod schema through `zodResolver`, or a function built on one. */
export type Resolver<V, T> = (values: V) => Validation<T>;

/** Validate with a shared zod schema, so the client shows the messages the server would send (in the display language). */
export function zodResolver<S extends z.ZodType>(schema: S): Resolver<unknown, z.output<S>> {
  return (values) => {
    const r = schema.safeParse(values);
    return r.success ? { ok: true, data: r.data } : { ok: false, errors: localFieldErrors(r.error) };
  };
}

/**
 * Immutable update of a nested value by a dot path ('specifications.roomSize', 'availability.0.startDate').
 * Arrays are copied as arrays, objects as objects; missing steps are created as objects.
 */
export function setIn<T>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const src = (target ?? {}) as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(src) ? [...src] : { ...src };
  const key = Array.isArray(copy) ? Number(head) : head;
  const current = (copy as Record<string | number, unknown>)[key];
  (copy as Record<string | number, unknown>)[key] = rest.length ? setIn(current, rest.join('.'), value) : value;
  return copy as T;
}

function getIn(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((acc, key) => (acc == null ? undefined : (acc as Record<string, unknown>)[key]), source);
}

/** Drop the errors of `path` and everything below it (editing a field clears its message). */
function withoutErrors(errors: FieldErrors, path: string): FieldErrors {
  const keys = Object.keys(errors).filter((k) => k === path || k.startsWith(`${path}.`) || path.startsWith(`${k}.`));
  if (keys.length === 0) return errors;
  const next = { ...errors };
  keys.forEach((k) => delete next[k]);
  return next;
}

/** Move focus to the first control marked invalid inside `root` once the messages are on screen. */
function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    el?.focus();
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The one form-state hook of the app (admin forms, contact form, registration): values, field
 * errors by dot path, typing in a field clears its error, and a failed validation (or server
 * errors passed to `showErrors`) moves focus to the first invalid control inside `formRef`.
 * @param resolver the form's rules, usually `zodResolver(sharedSchema)`
 * @param initial factory of the blank values (called on mount and by `reset()`)
 */
export function useFormState<V, T>(resolver: Resolver<V, T>, initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const initialRef = useRef(initial);

  const setField = useCallback((path: string, value: unknown) => {
    setValues((v) => setIn(v, path, value));
    setErrors((e) => withoutErrors(e, path));
  }, []);

  /** Show messages (e.g. the server's per-field errors) and focus the first invalid control. */
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).length > 0) focusFirstInvalid(formRef.current);
  }, []);

  /** Clear one field's message (and those below it) without changing its value. */
  const clearError = useCallback((path: string) => setErrors((e) => withoutErrors(e, path)), []);

  /**
   * Check the values: `{ok: true, data}` (parsed), or `{ok: false, errors}` with the messages
   * shown and focus moved to the first invalid control.
   * @param extra checks outside the resolver (e.g. a chosen file); a field's rule message wins over them
   */
  const validate = (extra: FieldErrors = {}): Validation<T> => {
    const result = resolver(values);
    const errs = { ...extra, ...(result.ok ? {} : result.errors) };
    showErrors(errs);
    return result.ok && Object.keys(errs).length === 0 ? result : { ok: false, errors: errs };
  };

  const reset = useCallback((next?: V) => {
    setValues(next ?? initialRef.current());
    setErrors({});
  }, []);

  /** Props for an admin control bound to `path` (its onChange receives the new text). */
  const bind = (path: string) => ({
    name: path,
    value: String(getIn(values, path) ?? ''),
    error: errors[path],
    onChange: (v: string) => setField(path, v),
  });

  /**
   * Props for a native input, select or textarea bound to `path`, with id `${idPrefix}-${path}`
   * and the error's id in `aria-describedby` (render it with `errorId(path)`).
   */
  const native = (path: string, idPrefix: string) => ({
    id: `${idPrefix}-${path}`,
    name: path,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(
        path,
        e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target.checked : e.target.value,
      ),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${idPrefix}-${path}-error` : undefined,
  });

  return { values, setValues, setField, errors, showErrors, clearError, validate, reset, bind, native, formRef };
}
