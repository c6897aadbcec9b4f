import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiRequestError } from '@/lib/api';
import { invalidatePublic } from '@/features/admin/shared/lib/list-cache';
import { splitImages, type PickedImage } from '@/features/admin/shared/lib/picked-images';

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
  update: (id: string, fields: F, kept: string[], files: File[], onProgress: Progress) => Promise<{ message?: string }>;
  messages: SaveMessages;
  /** Admin list caches to refresh after a save. */
  invalidate: QueryKey[];
  /** Receives the server's per-field messages (same dot paths as the shared schemas). */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/**
 * Multipart save of a room, vehicle or tour with upload progress. Returns 'created', 'updated'
 * or null (failed: the toast shows the spec's text, `serverError` the server's own message and
 * `onFieldErrors` gets any per-field messages it sent).
 */
export function useEntitySave<F>({ create, update, messages, invalidate, onFieldErrors }: SaveOptions<F>) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState('');

  const save = async (fields: F, images: PickedImage[], id: string | null): Promise<'created' | 'updated' | null> => {
    const { kept, files } = splitImages(images);
    setProgress(0);
    setServerError('');
    try {
      const res = id ? await update(id, fields, kept, files, setProgress) : await create(fields, files, setProgress);
      toast.success(id ? messages.updated(res?.message) : messages.created(res?.message));
      await Promise.all(invalidate.map((queryKey) => qc.invalidateQueries({ queryKey })));
      void invalidatePublic(qc);
      return id ? 'updated' : 'created';
    } catch (e) {
      toast.error(messages.failed(e, !!id));
      if (e instanceof ApiRequestError) {
        setServerError(e.message);
        if (Object.keys(e.errors).length > 0) onFieldErrors?.(e.errors);
      } else {
        setServerError('The server could not be reached. Check your connection and try again.');
      }
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { save, progress, saving: progress !== null, serverError };
}
