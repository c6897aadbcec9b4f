import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiRequestError } from '@/lib/api';
import { invalidatePublic } from '@/features/admin/shared/lib/list-cache';
import { splitImages, type KeptImages, type PickedImage } from '@/features/admin/shared/lib/picked-images';
import { adminText } from '@/i18n';

type Progress = (pct: number) => void;

export interface SaveMessages {
  /** Success text after a create; gets the server's message. */
  created: (serverMessage: string | undefined) => string;
  updated: (serverMessage: string | undefined) => string;
  /** Failure text; `error` is an ApiRequestError (server said no) or anything else (call failed). */
  failed: (error: unknown, isEditing: boolean) => string;
}

interface SaveOptions<F> {
  create: (fields: F, files: File[], onProgress: Progress) => Promise<{ message?: string }>;
  update: (
    id: string,
    fields: F,
    kept: KeptImages,
    files: File[],
    onProgress: Progress,
  ) => Promise<{ message?: string }>;
  messages: SaveMessages;
  /** Admin list caches to refresh after a save. */
  invalidate: QueryKey[];
  /** Receives the server's per-field messages (same dot paths as the shared schemas). */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/**
 * Multipart save of a room, vehicle or tour (a mutation) with upload progress (0–100, null when
 * idle). `save` resolves to 'created', 'updated' or null (failed: the toast shows the documented text,
 * `serverError` the server's own message and `onFieldErrors` gets any per-field messages it sent).
 */
export function useEntitySave<F>({ create, update, messages, invalidate, onFieldErrors }: SaveOptions<F>) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ fields, images, id }: { fields: F; images: PickedImage[]; id: string | null }) => {
      const { kept, files } = splitImages(images);
      return id ? update(id, fields, kept, files, setProgress) : create(fields, files, setProgress);
    },
    onMutate: () => setProgress(0),
    onSuccess: async (res, { id }) => {
      toast.success(id ? messages.updated(res?.message) : messages.created(res?.message));
      await Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
      void invalidatePublic(qc);
    },
    onError: (e, { id }) => {
      toast.error(messages.failed(e, !!id));
      if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0) onFieldErrors?.(e.errors);
    },
    onSettled: () => setProgress(null),
  });

  const save = (fields: F, images: PickedImage[], id: string | null): Promise<'created' | 'updated' | null> =>
    mutation.mutateAsync({ fields, images, id }).then(
      () => (id ? 'updated' : 'created'),
      () => null,
    );

  const { error } = mutation;
  const serverError = !error
    ? ''
    : error instanceof ApiRequestError
      ? error.message
      : adminText('useEntitySave.theServerCouldNot');
  return { save, progress, saving: mutation.isPending, serverError };
}
