import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './messages.module.css';

/**
 * 'Showing 21–40 of 45' and Previous / 'Page 2 of 3' / Next under a paged list.
 * @param page the current page, from 1
 */
export function Pager({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav className={css.pager} aria-label="Pages of messages">
      <span data-testid="pager-range">Showing {first}–{last} of {total}</span>
      <span className={css.pagerButtons}>
        <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)} onClick={() => onPage(page - 1)} disabled={page <= 1}>Previous</button>
        <span aria-current="page">Page {page} of {pages}</span>
        <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)} onClick={() => onPage(page + 1)} disabled={page >= pages}>Next</button>
      </span>
    </nav>
  );
}
