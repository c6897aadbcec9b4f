import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/** Previous / "Page 2 of 5" / Next under a paged list; `onPage` gets the page asked for. */
export function PageNav({
  page,
  pages,
  onPage,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  return (
    <nav className={className} aria-label={adminText('reservationsPage.pages')}>
      <button
        type="button"
        className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {adminText('reservationsPage.previous')}
      </button>
      <span>
        {adminText('reservationsPage.page')} {page} {adminText('reservationsPage.of')} {pages}
      </span>
      <button
        type="button"
        className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {adminText('reservationsPage.next')}
      </button>
    </nav>
  );
}
