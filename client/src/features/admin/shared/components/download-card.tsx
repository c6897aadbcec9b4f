import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { ApiRequestError, apiDownload } from '@/lib/api';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './download-card.module.css';

interface DownloadCardProps {
  testId: string;
  title: string;
  hint: string;
  /** The inputs that choose what to download (dates, a month). */
  children: ReactNode;
  /** The button's words. */
  action: string;
  /** The API path to download now; the file's name comes from the server. */
  path: string;
  fallbackName: string;
  /** What the toast says when the download fails without a message of its own. */
  failed: string;
  /** True while the inputs cannot make a download (a range ending before it starts). */
  invalid?: boolean;
  /** One input across the card's width (a month, whose name needs the room). */
  single?: boolean;
}

/**
 * A card that downloads one CSV of the back office: its title, what it holds, the inputs that
 * choose it and the button (busy while the file comes; a refusal shown as a toast).
 */
export function DownloadCard({
  testId,
  title,
  hint,
  children,
  action,
  path,
  fallbackName,
  failed,
  invalid,
  single,
}: DownloadCardProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(path, fallbackName);
    } catch (e) {
      toast.error(e instanceof ApiRequestError ? e.message : failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={ui.card} data-testid={testId} aria-labelledby={`${id}-title`}>
      <h2 className={ui.cardTitle} id={`${id}-title`}>
        {title}
      </h2>
      <p className={ui.itemMeta}>{hint}</p>
      <div className={cx(css.fields, single && css.single)}>
        {children}
        <button
          type="button"
          className={cx(ui.btn, css.button)}
          disabled={busy || invalid}
          onClick={() => void download()}
        >
          {action}
        </button>
      </div>
    </section>
  );
}
