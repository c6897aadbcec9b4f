/**
 * Toasts (docs/product.md#site-shell) without the toast library in a page's first download: the
 * library (react-toastify, ~9 KB) is fetched with the first toast, or earlier by the toast area
 * (app/toasts.tsx, on the first interaction); a toast asked for before the area is there waits and
 * then shows. Same calls as react-toastify's `toast.success(text, { toastId })` and the like.
 */
import type { ToastContent, ToastOptions } from 'react-toastify';

type Kind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof import('react-toastify')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** The toast library, fetched once. */
export const loadToastLibrary = (): Promise<typeof import('react-toastify')> => (library ??= import('react-toastify'));

/** Whether a toast was asked for (the toast area then mounts at once). */
export const toastWanted = (): boolean => wanted;

/** Call `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void loadToastLibrary().then(({ toast }) => toast[kind](content, options));
}

/** Show a toast of its kind: `toast.success('Saved')`, `toast.error(text, { toastId: 'x' })` (one toast per id). */
export const toast: Record<Kind, (content: ToastContent, options?: ToastOptions) => void> = {
  success: (content, options) => show('success', content, options),
  error: (content, options) => show('error', content, options),
  info: (content, options) => show('info', content, options),
  warning: (content, options) => show('warning', content, options),
};
