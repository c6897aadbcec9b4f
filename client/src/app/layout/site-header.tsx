import { useDismiss } from '@/hooks/use-dismiss';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '@/lib/lang-links';
import { telLink } from '@pachmarhi/common/contact-links';
import { CloseIcon, MenuIcon, PhoneIcon } from '@/components/icons';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/logo';
import { useSiteInfo } from '@/lib/queries/site-config';
import { replayEarlyChoices } from '@/lib/early-choices';
import { isAdmin } from '@/lib/auth';
import { useSession } from '@/lib/use-session';
import { SearchBar } from '@/features/catalog/components/search-bar';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import styles from './layout.module.css';
import { useTranslation } from 'react-i18next';

/** Public header links (docs/product.md#screens); one name per thing: Rooms (/hotel), Gypsy (/gypsy). */
const NAV: {
  to: string;
  label: 'home' | 'rooms' | 'tours' | 'gypsy' | 'gallery' | 'about' | 'contact';
  end?: boolean;
}[] = [
  { to: '/', label: 'home', end: true },
  { to: '/hotel', label: 'rooms' },
  { to: '/tours', label: 'tours' },
  { to: '/gypsy', label: 'gypsy' },
  { to: '/gallery', label: 'gallery' },
  { to: '/about', label: 'about' },
  { to: '/contact', label: 'contact' },
];

/**
 * Logo, navigation (links keep the visitor's stay search), account links — 'Login' to the user portal, 'My account'
 * when signed in, 'Admin' only for a signed-in admin (the admin login stays at /login?role=1) — phone link and the
 * search bar; a menu on small screens.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { config, businessName: name } = useSiteInfo();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const { linkTo } = useStaySearch();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname, search]);
  // Once hydrated (after the search bar's own effects): what was typed into the search before the script ran counts.
  useEffect(() => {
    if (headerRef.current) replayEarlyChoices(headerRef.current);
  }, []);
  // What the sticky header covers, for the page's anchors and focus to land below it (global.css: scroll-padding-top).
  useEffect(() => stickyHeaderHeight(headerRef.current), []);
  // The small-screen menu closes with Escape (focus back on its button) or a tap outside the header.
  const closePopup = useCallback(() => setOpen(false), []);
  useDismiss(open, closePopup, headerRef, menuButtonRef);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={`container ${styles.headerRow}`}>
        <Link to="/" className={styles.brand} aria-label={t('header.homeLink', { name })}>
          <LogoMark />
          <span className={styles.brandName}>{name}</span>
        </Link>
        <LanguageSwitch className={styles.languageSwitch} />
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id={menuId} className={`${styles.menu} ${open ? styles.menuOpen : ''}`}>
          <nav aria-label={t('header.mainNav')}>
            <ul className={styles.navList}>
              {NAV.map((n) => (
                <li key={n.to}>
                  <NavLink
                    to={linkTo(n.to)}
                    end={n.end}
                    className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                  >
                    {t(`nav.${n.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.headerActions}>
            {session ? (
              <Link to="/user" className={styles.navLink}>
                {t('header.myAccount')}
              </Link>
            ) : (
              <Link to="/login" className={styles.navLink}>
                {t('header.login')}
              </Link>
            )}
            {isAdmin(session) && (
              <Link to="/admin" className={styles.navLink}>
                {t('header.admin')}
              </Link>
            )}
            {config?.phone && (
              <a href={telLink(config.phone)} className={`btn btn-accent btn-sm ${styles.phone}`}>
                <PhoneIcon /> <span>{config.phone}</span>
              </a>
            )}
          </div>
        </div>
      </div>
      <SearchBar />
    </header>
  );
}

/**
 * Keep `--header-height` on the root element at the header's height in pixels (it wraps differently
 * by width and language), so `html { scroll-padding-top }` lands a followed anchor ('Full policy')
 * or a focused field below the sticky header, not under it. Returns the cleanup (which removes it).
 */
function stickyHeaderHeight(header: HTMLElement | null): (() => void) | undefined {
  if (!header) return undefined;
  const root = document.documentElement;
  const set = () => root.style.setProperty('--header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
  set();
  const observer = new ResizeObserver(set);
  observer.observe(header);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--header-height');
  };
}
