import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { toast } from '@/lib/toast';
import { GALLERY_CATEGORIES } from '@pachmarhi/common/constants';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { FormSection, SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { BilingualText } from '@/features/admin/shared/components/bilingual-fields';
import { Modal, ModalCancel } from '@/features/admin/shared/components/modal';
import { UploadProgress } from '@/features/admin/shared/components/upload-progress';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { useUploadGalleryImage } from '@/features/admin/gallery/api/upload-gallery-image';
import css from './gallery.module.css';
import { adminText } from '@/i18n';

interface Values {
  title: string;
  category: string;
  altText: string;
  description: string;
  tags: string;
  featured: boolean;
  /** The Hindi title, alt text and description (optional; empty shows the English). */
  hi: { title: string; altText: string; description: string };
}
const empty = (): Values => ({
  title: '',
  category: '',
  altText: '',
  description: '',
  tags: '',
  featured: false,
  hi: { title: '', altText: '', description: '' },
});

/**
 * Upload Image modal (docs/product.md#screens, #validation): image file, title, category (one of ten) and alt text
 * required; description, tags (comma-separated) and featured optional. Shows upload progress.
 */
export function UploadImageModal({ onClose, onUploaded }: { onClose: () => void; onUploaded: () => void }) {
  const form = useFormState(zodResolver(galleryInputSchema), empty);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const upload = useUploadGalleryImage();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'image/*': [] },
    multiple: false,
    onDrop: (accepted) => {
      if (accepted.length === 0) {
        setFileError(adminText('uploadImageModal.onlyImageFilesCan'));
        return;
      }
      setFile(accepted[0]);
      setFileError('');
      form.clearError('image');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = form.validate(file ? {} : { image: adminText('uploadImageModal.pleaseChooseAnImage') });
    if (!r.ok || !file) return;
    upload.mutate(
      { fields: r.data, image: file },
      {
        onSuccess: () => {
          toast.success(adminText('uploadImageModal.imageUploadedSuccessfully'));
          onUploaded();
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && Object.keys(err.errors).length) form.showErrors(err.errors);
          // The server's message when it answered; the documented text when the call itself failed.
          toast.error(
            (!(err instanceof TypeError) && err.message) || adminText('uploadImageModal.failedToUploadImage'),
          );
        },
      },
    );
  };

  const { progress } = upload;
  const imageError = fileError || form.errors.image;
  const busy = upload.isPending;
  const { bind } = form;

  return (
    <Modal
      title={adminText('uploadImageModal.uploadImage')}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <ModalCancel className={cx(ui.btn, ui.btnSecondary)} disabled={busy}>
            {adminText('uploadImageModal.cancel')}
          </ModalCancel>
          <button type="submit" form="gallery-upload-form" className={ui.btn} disabled={busy}>
            {busy && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
            {busy ? adminText('uploadImageModal.uploading') : adminText('uploadImageModal.uploadImage')}
          </button>
        </>
      }
    >
      <form
        id="gallery-upload-form"
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        className={ui.form}
        style={{ gap: 14 }}
      >
        <FormSection title={adminText('uploadImageModal.image')}>
          <div
            {...getRootProps({
              className: cx(css.drop, isDragActive && css.dropActive),
              'aria-label': adminText('uploadImageModal.dropLabel'),
            })}
          >
            <input
              {...getInputProps()}
              aria-label={adminText('uploadImageModal.chooseImage')}
              data-testid="gallery-image-input"
              aria-invalid={imageError ? true : undefined}
            />
            {preview ? (
              <img src={preview} alt={adminText('uploadImageModal.selectedImagePreview')} className={css.preview} />
            ) : (
              <p style={{ margin: 0 }}>{adminText('uploadImageModal.dragDropAnImage')}</p>
            )}
            {file && (
              <p className={ui.fieldHint}>
                {file.name} {adminText('uploadImageModal.clickToChooseAnother')}
              </p>
            )}
          </div>
          {imageError && (
            <p className={ui.fieldError} role="alert">
              {imageError}
            </p>
          )}
        </FormSection>
        <div className={ui.grid2}>
          <BilingualText
            label={adminText('uploadImageModal.title')}
            required
            autoFocus
            en={bind('title')}
            hi={bind('hi.title')}
            placeholder={adminText('uploadImageModal.beeFallsInMonsoon')}
          />
          <SelectField
            label={adminText('uploadImageModal.category')}
            required
            {...bind('category')}
            options={[
              { value: '', label: adminText('uploadImageModal.selectACategory') },
              ...GALLERY_CATEGORIES.map((c) => ({ value: c, label: c })),
            ]}
          />
          <BilingualText
            label={adminText('uploadImageModal.altText')}
            required
            en={bind('altText')}
            hi={bind('hi.altText')}
            placeholder={adminText('uploadImageModal.waterCascadingOverRocks')}
            hint={adminText('uploadImageModal.describesTheImageFor')}
          />
          <BilingualText
            label={adminText('uploadImageModal.description')}
            multiline
            en={bind('description')}
            hi={bind('hi.description')}
            rows={3}
          />
          <TextField
            label={adminText('uploadImageModal.tags')}
            className={ui.span2}
            {...bind('tags')}
            placeholder={adminText('uploadImageModal.waterfallMonsoonTrek')}
            hint={adminText('uploadImageModal.commaSeparated')}
          />
        </div>
        <label className={ui.checkboxRow}>
          <input
            type="checkbox"
            checked={form.values.featured}
            onChange={(e) => form.setField('featured', e.target.checked)}
          />
          {adminText('uploadImageModal.featuredImage')}
        </label>
        {busy && <UploadProgress percent={progress ?? 0} />}
      </form>
    </Modal>
  );
}
