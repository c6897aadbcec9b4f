import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './messages.module.css';
import { adminText } from '@/i18n';

/**
 * 'Showing 21–40 of 45' and Previous / 'Page 2 of 3' / Next under a paged list.
 * @param page the current page, from 1
 */
export function Pager({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav className={css.pager} aria-label={adminText('pager.pagesOfMessages')}>
      <span data-testid="pager-range">
        {adminText('pager.showing')} {first}–{last} {adminText('pager.of')} {total}
      </span>
      <span className={css.pagerButtons}>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          {adminText('pager.previous')}
        </button>
        <span aria-current="page">
          {adminText('pager.page')} {page} {adminText('pager.of')} {pages}
        </span>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          {adminText('pager.next')}
        </button>
      </span>
    </nav>
  );
}
