import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '@/features/admin/shared/components/icons';
import { useMediaQuery } from '@/hooks/use-media-query';
import { Sidebar } from './sidebar';
import css from './layout.module.css';
import { adminText } from '@/i18n';

const MOBILE_QUERY = '(max-width: 900px)';

/**
 * Skip link, sidebar and content. On small screens the sidebar is a slide-over opened by the menu button that
 * keeps Tab inside it while open, and is closed by a click outside it, Escape, its close button or choosing a
 * link; focus then returns to the menu button.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const menuBtn = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const restoreFocus = useRef(false);
  // Closed by Escape, the backdrop or the close button: focus goes back to the menu button.
  const close = useCallback(() => {
    restoreFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open && restoreFocus.current) menuBtn.current?.focus();
    restoreFocus.current = false;
  }, [open]);

  // Another page (back/forward) or growing past the breakpoint closes the panel without moving focus;
  // choosing one of its links closes it through `close`.
  useEffect(() => setOpen(false), [pathname, mobile]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className={css.shell}>
      <a className="skip-link" href="#admin-main">
        {adminText('adminLayout.skipToContent')}
      </a>
      <Sidebar id="admin-sidebar" mobile={mobile} open={open} onClose={close} />
      {mobile && open && (
        <div className={css.backdrop} onClick={close} data-testid="sidebar-backdrop" aria-hidden="true" />
      )}
      <div className={css.main}>
        <header className={css.topbar}>
          <button
            ref={menuBtn}
            type="button"
            className={css.menuBtn}
            onClick={() => setOpen(true)}
            aria-label={adminText('adminLayout.openMenu')}
            aria-controls="admin-sidebar"
            aria-expanded={open}
          >
            <Icon name="menu" size={22} />
          </button>
          <span className={css.topTitle}>{adminText('adminLayout.admin')}</span>
        </header>
        <main className={css.content} id="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
