import { useId } from 'react';
import { useMutation, useMutationState } from '@tanstack/react-query';
import { toast } from '@/lib/toast';

interface DeleteOptions {
  /** The confirmation question (docs/product.md#messages). */
  confirmText: string;
  /** Performs the delete call; rejects on failure. */
  run: (id: string) => Promise<unknown>;
  successText: string;
  /** The message for a failure (server error vs. network failure differ per docs/product.md#messages). */
  failureText: (error: unknown) => string;
  /** Called after the server confirmed, to drop the row from the list. */
  onDeleted: (id: string) => void;
}

/**
 * Delete with confirm (docs/product.md#behaviour): ask, mark the row busy (its button disabled with a spinner),
 * call the server, then remove the row and toast; on failure the row stays and the error shows.
 * Each delete is a mutation; several rows may be deleting at once.
 */
export function useDeleteWithConfirm({ confirmText, run, successText, failureText, onDeleted }: DeleteOptions) {
  const mutationKey = ['delete', useId()];
  const mutation = useMutation({
    mutationKey,
    mutationFn: run,
    onSuccess: (_res, id) => {
      onDeleted(id);
      toast.success(successText);
    },
    onError: (e) => toast.error(failureText(e)),
  });
  const deleting = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => m.state.variables as string,
  });

  const requestDelete = (id: string) => {
    if (deleting.includes(id) || !window.confirm(confirmText)) return;
    mutation.mutate(id);
  };

  return { isDeleting: (id: string) => deleting.includes(id), requestDelete };
}
