import { useState } from 'react';
import { toast } from 'react-toastify';

interface DeleteOptions {
  /** The confirmation question (spec §8). */
  confirmText: string;
  /** Performs the delete call; rejects on failure. */
  run: (id: string) => Promise<unknown>;
  successText: string;
  /** The message for a failure (server error vs. network failure differ per spec §8). */
  failureText: (error: unknown) => string;
  /** Called after the server confirmed, to drop the row from the list. */
  onDeleted: (id: string) => void;
}

/**
 * Delete with confirm (spec §4): ask, mark the row busy (its button disabled with a spinner),
 * call the server, then remove the row and toast; on failure the row stays and the error shows.
 */
export function useDeleteWithConfirm({ confirmText, run, successText, failureText, onDeleted }: DeleteOptions) {
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const requestDelete = async (id: string) => {
    if (deleting.has(id) || !window.confirm(confirmText)) return;
    setDeleting((s) => new Set(s).add(id));
    try {
      await run(id);
      onDeleted(id);
      toast.success(successText);
    } catch (e) {
      toast.error(failureText(e));
    } finally {
      setDeleting((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };

  return { isDeleting: (id: string) => deleting.has(id), requestDelete };
}
