import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { existingImages, type KeptImages, type PickedImage } from '@/features/admin/shared/lib/picked-images';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { useEntitySave, type SaveMessages } from './use-entity-save';
import type { QueryKey } from '@tanstack/react-query';

interface EntityFormOptions<V, S extends z.ZodType, T> {
  schema: S;
  /** Values of a blank form (docs/product.md#behaviour defaults: one empty row per list, first option of each select). */
  empty: () => V;
  /** Values of the form when editing `item`. */
  fromItem: (item: T) => V;
  item: T | undefined;
  imagesOf: (item: T) => string[];
  create: (fields: z.output<S>, files: File[], onProgress: (pct: number) => void) => Promise<{ message?: string }>;
  update: (
    id: string,
    fields: z.output<S>,
    kept: KeptImages,
    files: File[],
    onProgress: (pct: number) => void,
  ) => Promise<{ message?: string }>;
  messages: SaveMessages;
  listKey: QueryKey;
  /** Where to go after an update (the management table). */
  listPath: string;
}

/**
 * Everything the room, vehicle and tour forms share: values validated by the shared schema,
 * the image picker's list, the multipart save with progress, reset after create (back to the
 * blank defaults, images cleared) and return to the list after an update.
 */
export function useEntityForm<V, S extends z.ZodType, T extends { _id: string }>(o: EntityFormOptions<V, S, T>) {
  const initial = () => (o.item ? o.fromItem(o.item) : o.empty());
  const form = useFormState<V, z.output<S>>(zodResolver(o.schema), initial);
  const [images, setImages] = useState<PickedImage[]>(() => existingImages(o.item ? o.imagesOf(o.item) : []));
  const navigate = useNavigate();
  const saver = useEntitySave<z.output<S>>({
    create: o.create,
    update: o.update,
    messages: o.messages,
    invalidate: [o.listKey],
    onFieldErrors: form.showErrors,
  });

  const resetAll = () => {
    form.reset(initial());
    setImages(existingImages(o.item ? o.imagesOf(o.item) : []));
  };

  const submit = async () => {
    const r = form.validate();
    if (!r.ok) return;
    const result = await saver.save(r.data, images, o.item?._id ?? null);
    if (result === 'created') {
      form.reset(o.empty());
      setImages([]);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } else if (result === 'updated') {
      navigate(o.listPath);
    }
  };

  return {
    ...form,
    images,
    setImages,
    submit,
    resetAll,
    progress: saver.progress,
    saving: saver.saving,
    serverError: saver.serverError,
    hasErrors: Object.keys(form.errors).length > 0,
    isEditing: !!o.item,
    listPath: o.listPath,
  };
}
