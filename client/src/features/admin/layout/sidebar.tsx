import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router-dom';
import { ADMIN_PATHS, screensFor, type AdminScreen } from '@/features/admin/admin-screens';
import { useSession } from '@/lib/use-session';
import { Icon, type IconName } from '@/features/admin/shared/components/icons';
import { useLogout } from '@/features/admin/shared/components/logout-button';
import { useSignOutEverywhere } from '@/features/admin/shared/api/revoke-sessions';
import { cx } from '@/features/admin/shared/lib/cx';
import { LanguageSwitch } from '@/components/language-switch';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { contactMessageQueries } from '@/lib/queries/contact-messages';
import { useSiteInfo } from '@/lib/queries/site-config';
import css from './layout.module.css';
import { adminText } from '@/i18n';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The sidebar's groups of links (the screens of ADMIN_SCREENS the role may open, grouped in table order), in the current language. */
function groups(role: number): { title: string; items: NavItem[] }[] {
  const byGroup = new Map<AdminScreen['group'], NavItem[]>();
  for (const [id, screen] of screensFor(role)) {
    let items = byGroup.get(screen.group);
    if (!items) byGroup.set(screen.group, (items = []));
    items.push({ to: ADMIN_PATHS[id], label: adminText(`sidebar.${screen.navKey}`), icon: screen.icon });
  }
  return [...byGroup].map(([group, items]) => ({ title: adminText(`sidebar.${group}`), items }));
}

interface SidebarProps {
  id: string;
  /** Small screens: the sidebar is a slide-over (choosing a link closes it through `onClose`). */
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

/** The admin navigation (docs/product.md#admin-area); on phones a modal slide-over that keeps focus inside while open. */
export function Sidebar({ id, mobile, open, onClose }: SidebarProps) {
  const logout = useLogout();
  const everywhere = useSignOutEverywhere();
  const firstLink = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(mobile && open, panel);
  // Unread in the whole inbox (the server counts every page); the same query as Messages
  // opens on, so opening it refreshes the count.
  const messages = useQuery({ ...contactMessageQueries.inbox(), refetchInterval: 60_000 });
  const unread = messages.data?.unread ?? 0;

  useEffect(() => {
    if (mobile && open) firstLink.current?.focus();
  }, [mobile, open]);

  // The business's own name as configured (BUSINESS_NAME), the same in both languages: a name is not translated.
  const { businessName } = useSiteInfo();
  const hidden = mobile && !open;
  const role = Number(useSession()?.user.role ?? 0);

  return (
    <aside
      ref={panel}
      id={id}
      className={cx(css.sidebar, mobile && open && css.sidebarOpen)}
      aria-label={adminText('sidebar.adminNavigation')}
      inert={hidden || undefined}
      aria-hidden={hidden || undefined}
      {...(mobile && open ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <div className={css.brand}>
        <Link to="/" className={css.logo} ref={firstLink} aria-label={adminText('sidebar.goToTheWebsite')}>
          <span className={css.logoMark} aria-hidden="true">
            {adminText('sidebar.p')}
          </span>
          <span>
            <span className={css.sidebarTitle}>{adminText('sidebar.admin')}</span>
            <span className={css.sidebarSub}>{businessName}</span>
          </span>
        </Link>
        <button type="button" className={css.closeBtn} onClick={onClose} aria-label={adminText('sidebar.closeMenu')}>
          <Icon name="close" />
        </button>
      </div>
      <nav className={css.nav}>
        {groups(role).map((g) => (
          <div key={g.title}>
            <div className={css.navGroup} aria-hidden="true">
              {g.title}
            </div>
            <ul className={css.navList}>
              {g.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) => cx(css.link, isActive && css.active)}
                    onClick={mobile ? onClose : undefined}
                  >
                    <Icon name={item.icon} />
                    <span>{item.label}</span>
                    {item.to === ADMIN_PATHS.messages && unread > 0 && (
                      <span className={css.unread} aria-label={adminText('sidebar.unreadCount', { count: unread })}>
                        {unread}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={css.sidebarFoot}>
        <button type="button" className={css.link} onClick={logout}>
          <Icon name="logout" />
          <span>{adminText('sidebar.logout')}</span>
        </button>
        <button type="button" className={css.link} onClick={everywhere.run} disabled={everywhere.isPending}>
          <Icon name="logout" />
          <span>{everywhere.isPending ? adminText('sidebar.signingOut') : adminText('sidebar.signOutEverywhere')}</span>
        </button>
        <LanguageSwitch className={css.link} />
        <p className={css.copyright}>{adminText('sidebar.2025AdminDashboard')}</p>
      </div>
    </aside>
  );
}
