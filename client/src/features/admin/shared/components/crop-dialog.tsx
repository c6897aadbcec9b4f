import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { CROP_ASPECT, CROP_ZOOM_MAX, CROP_ZOOM_MIN } from '@pachmarhi/common/constants';
import { Modal } from './modal';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import { cropToJpeg } from '@/features/admin/shared/lib/crop-image';
import css from './image-picker.module.css';
import { adminText } from '@/i18n';

interface CropDialogProps {
  src: string;
  fileName: string;
  onSave: (file: File) => void;
  onCancel: () => void;
}

/** Crop one image at 4:3 with zoom 1–3 (docs/product.md#constants); Save Crop hands back a JPEG file. */
export function CropDialog({ src, fileName, onSave, onCancel }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const save = async () => {
    if (!area) return;
    setSaving(true);
    setError('');
    try {
      onSave(await cropToJpeg(src, area, fileName));
    } catch (e) {
      setError(e instanceof Error ? e.message : adminText('cropDialog.couldNotCropThe'));
      setSaving(false);
    }
  };

  return (
    <Modal
      title={adminText('cropDialog.cropImage')}
      onClose={onCancel}
      wide
      busy={saving}
      footer={
        <>
          <button type="button" className={cx(ui.btn, ui.btnSecondary)} onClick={onCancel} disabled={saving}>
            {adminText('cropDialog.cancel')}
          </button>
          <button type="button" className={ui.btn} onClick={save} disabled={!area || saving}>
            {saving && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
            {adminText('cropDialog.saveCrop')}
          </button>
        </>
      }
    >
      <div className={css.cropArea} data-testid="crop-area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={CROP_ASPECT}
          minZoom={CROP_ZOOM_MIN}
          maxZoom={CROP_ZOOM_MAX}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ crossOrigin: 'anonymous' } as never}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor="crop-zoom" className={ui.label}>
          {adminText('cropDialog.zoom')}
          {zoom.toFixed(1)}×)
        </label>
        <input
          id="crop-zoom"
          data-autofocus
          type="range"
          min={CROP_ZOOM_MIN}
          max={CROP_ZOOM_MAX}
          step={0.1}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className={css.zoom}
        />
      </div>
      <p className={ui.fieldHint}>{adminText('cropDialog.dragTheImageTo')}</p>
      {error && (
        <p className={ui.formAlert} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
