import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/** Upload progress bar for multipart saves (0–100). */
export function UploadProgress({ percent, label = 'Uploading' }: { percent: number; label?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={ui.progress}>
      <span className={ui.fieldHint} aria-live="polite">
        {pct < 100 ? `${label}… ${pct}%` : adminText('uploadProgress.processingOnTheServer')}
      </span>
      <div
        className={ui.progressBar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className={ui.progressFill} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
