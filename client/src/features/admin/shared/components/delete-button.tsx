import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { Icon } from './icons';
import { adminText } from '@/i18n';

/** The red trash button of a table row or gallery card, 'Delete <name>'; a spinner shows while `busy`. */
export function DeleteButton({
  name,
  title,
  busy,
  onClick,
}: {
  name: string;
  title: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(ui.iconBtn, ui.iconBtnDanger)}
      onClick={onClick}
      disabled={busy}
      aria-label={adminText('deleteButton.delete', { name: name })}
      title={title}
    >
      {busy ? <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" /> : <Icon name="trash" />}
    </button>
  );
}
