import { useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from '@/lib/toast';
import { MAX_IMAGES, MAX_IMAGES_MESSAGE } from '@pachmarhi/common/constants';
import { imageUrl } from '@/lib/api';
import { moveImage, newImage, type PickedImage } from '@/features/admin/shared/lib/picked-images';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './image-picker.module.css';
import { CropDialog } from './crop-dialog';
import { Icon } from './icons';
import { adminText } from '@/i18n';

interface ImagePickerProps {
  /** Field label, e.g. 'Photos' or 'Images'. */
  label: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  max?: number;
  disabled?: boolean;
}

const srcOf = (img: PickedImage) => (img.kind === 'new' ? img.url : imageUrl(img.path));
const nameOf = (img: PickedImage) => (img.kind === 'new' ? img.file.name : (img.path.split('/').pop() ?? 'image.jpg'));

/**
 * Drop zone plus previews for up to `max` images, counting images already stored (docs/product.md#validation):
 * a drop that would exceed the limit adds nothing and shows 'You can only upload up to 5 images'.
 * Only image files are accepted. Clicking a preview opens the 4:3 crop dialog; Save Crop replaces
 * that image with a JPEG. The first image is the cover (thumbnail): the owner chooses it ("Make
 * cover") and orders the photos by dragging a tile onto another or with each tile's "Move earlier"
 * / "Move later" buttons (keyboard: focus stays on the moved photo; a live region says where it went).
 */
export function ImagePicker({ label, images, onChange, max = MAX_IMAGES, disabled }: ImagePickerProps) {
  const [cropIndex, setCropIndex] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<string | null>(null);
  // After a keyboard move: the moved photo's control to focus again once the list has re-rendered.
  const [refocus, setRefocus] = useState<{ key: string; control: 'earlier' | 'later' | 'crop' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef(images);
  latest.current = images;
  const previous = useRef(images);

  // Free the object URL of every new image that left the list (removed, cropped, or form reset).
  useEffect(() => {
    const alive = new Set(images.map((i) => i.key));
    previous.current.forEach((img) => img.kind === 'new' && !alive.has(img.key) && URL.revokeObjectURL(img.url));
    previous.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach((img) => img.kind === 'new' && URL.revokeObjectURL(img.url)), []);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (rejected.length > 0 && accepted.length === 0) {
      setError(adminText('imagePicker.onlyImageFilesCan'));
      toast.error(adminText('imagePicker.onlyImageFilesCan'));
      return;
    }
    if (latest.current.length + accepted.length > max) {
      setError(MAX_IMAGES_MESSAGE);
      toast.error(MAX_IMAGES_MESSAGE, { toastId: 'max-images' });
      return;
    }
    setError(rejected.length > 0 ? adminText('imagePicker.someFilesWereSkipped') : '');
    onChange([...latest.current, ...accepted.map(newImage)]);
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: { 'image/*': [] },
    disabled,
    multiple: true,
  });

  const remove = (index: number) => {
    setError('');
    onChange(images.filter((_, i) => i !== index));
  };

  /** Move the photo at `from` to `to` (0 = cover) and say so. */
  const move = (from: number, to: number, control?: 'earlier' | 'later' | 'crop') => {
    const next = moveImage(images, from, to);
    const at = next.indexOf(images[from]);
    if (at === from) return;
    onChange(next);
    setAnnouncement(
      at === 0
        ? adminText('imagePicker.nowCover', { total: next.length })
        : adminText('imagePicker.movedTo', { position: at + 1, total: next.length }),
    );
    if (control) {
      const last = at === next.length - 1;
      const stays = (control === 'earlier' && at > 0) || (control === 'later' && !last);
      setRefocus({ key: images[from].key, control: stays ? control : 'crop' });
    }
  };

  useEffect(() => {
    if (!refocus) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-key="${refocus.key}"] [data-control="${refocus.control}"]`)
      ?.focus();
    setRefocus(null);
  }, [refocus, images]);

  const cropping = cropIndex !== null ? images[cropIndex] : undefined;

  return (
    <div>
      <div
        {...getRootProps({
          className: cx(css.drop, isDragActive && css.dropActive),
          'aria-label': `${label}: drag and drop images here, or press Enter to choose files (up to ${max})`,
        })}
      >
        <input
          {...getInputProps()}
          aria-label={adminText('imagePicker.choose', { value: label.toLowerCase() })}
          data-testid="image-input"
        />
        <div className={css.dropIcon}>
          <Icon name="upload" size={30} />
        </div>
        <p className={css.dropTitle}>
          {isDragActive ? adminText('imagePicker.dropTheImagesHere') : adminText('imagePicker.dragDropImagesHere')}
        </p>
        <p className={ui.fieldHint}>
          {adminText('imagePicker.imagesOnlyJpegPng')} {max} {adminText('imagePicker.imagesClickAPreview')}
        </p>
      </div>
      <p className={css.counter} aria-live="polite">
        <span>
          {images.length} / {max} {adminText('imagePicker.images')}
        </span>
        {images.length >= max && <span>{adminText('imagePicker.limitReached')}</span>}
      </p>
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      {images.length > 1 && <p className={ui.fieldHint}>{adminText('imagePicker.orderHint')}</p>}
      <p className="visually-hidden" aria-live="polite" data-testid="photo-order-status">
        {announcement}
      </p>
      {images.length > 0 && (
        <ul
          ref={listRef}
          className={css.previews}
          style={{ listStyle: 'none', padding: 0 }}
          aria-label={adminText('imagePicker.selected', { value: label.toLowerCase() })}
        >
          {images.map((img, i) => (
            <li
              key={img.key}
              data-key={img.key}
              className={cx(css.tile, dragKey === img.key && css.tileDragging)}
              draggable={!disabled}
              onDragStart={(e) => {
                setDragKey(img.key);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', img.key);
              }}
              onDragOver={(e) => {
                if (dragKey === null) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(e) => {
                if (dragKey === null) return;
                e.preventDefault();
                e.stopPropagation();
                move(
                  images.findIndex((x) => x.key === dragKey),
                  i,
                );
                setDragKey(null);
              }}
              onDragEnd={() => setDragKey(null)}
            >
              <div className={css.tileMedia}>
                <button
                  type="button"
                  className={css.tileButton}
                  data-control="crop"
                  onClick={() => setCropIndex(i)}
                  aria-label={adminText('imagePicker.cropImage', { value: i + 1 })}
                  disabled={disabled}
                >
                  <img src={srcOf(img)} alt={adminText('imagePicker.preview', { value: i + 1 })} />
                </button>
                {i === 0 && <span className={css.tileTag}>{adminText('imagePicker.cover')}</span>}
                {img.kind === 'new' && <span className={css.tileNew}>{adminText('imagePicker.new')}</span>}
                <span className={css.tileCrop} aria-hidden="true">
                  <Icon name="crop" size={11} /> {adminText('imagePicker.crop')}
                </span>
                <button
                  type="button"
                  className={css.tileRemove}
                  onClick={() => remove(i)}
                  aria-label={adminText('imagePicker.removeImage', { value: i + 1 })}
                  disabled={disabled}
                >
                  ✕
                </button>
              </div>
              <div className={css.tileOrder}>
                <button
                  type="button"
                  data-control="earlier"
                  onClick={() => move(i, i - 1, 'earlier')}
                  aria-label={adminText('imagePicker.moveEarlier', { value: i + 1 })}
                  title={adminText('imagePicker.moveEarlier', { value: i + 1 })}
                  disabled={disabled || i === 0}
                >
                  <span aria-hidden="true">←</span>
                </button>
                {i > 0 && (
                  <button
                    type="button"
                    className={css.tileCover}
                    onClick={() => move(i, 0, 'crop')}
                    aria-label={adminText('imagePicker.makeCoverOf', { value: i + 1 })}
                    disabled={disabled}
                  >
                    {adminText('imagePicker.makeCover')}
                  </button>
                )}
                <button
                  type="button"
                  data-control="later"
                  onClick={() => move(i, i + 1, 'later')}
                  aria-label={adminText('imagePicker.moveLater', { value: i + 1 })}
                  title={adminText('imagePicker.moveLater', { value: i + 1 })}
                  disabled={disabled || i === images.length - 1}
                >
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {cropping && cropIndex !== null && (
        <CropDialog
          src={srcOf(cropping)}
          fileName={nameOf(cropping)}
          onCancel={() => setCropIndex(null)}
          onSave={(file) => {
            onChange(images.map((img, i) => (i === cropIndex ? newImage(file) : img)));
            setCropIndex(null);
            toast.success(adminText('imagePicker.imageCropped'));
          }}
        />
      )}
    </div>
  );
}
