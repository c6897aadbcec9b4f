import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { telLink } from '@pachmarhi/common/contact-links';
import { CloseIcon, MenuIcon, PhoneIcon } from '../../../components/icons';
import { LogoMark } from '../../../components/logo';
import { FALLBACK_BUSINESS_NAME, useSiteConfig } from '../../../lib/site-config';
import { useSession } from '../../../lib/use-session';
import { SearchBar } from './search-bar';
import styles from './layout.module.css';

/** Public header links (spec §2). */
const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/hotel', label: 'Hotels' },
  { to: '/tours', label: 'Tours' },
  { to: '/gypsy', label: 'Vehicles' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** Logo, navigation, account links, phone link and the date and guest search bar; a menu on small screens. */
export function SiteHeader() {
  const { data: config } = useSiteConfig();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const menuId = useId();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const name = config?.businessName || FALLBACK_BUSINESS_NAME;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerRow}`}>
        <Link to="/" className={styles.brand} aria-label={`${name}, home`}>
          <LogoMark />
          <span className={styles.brandName}>{name}</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <div id={menuId} className={`${styles.menu} ${open ? styles.menuOpen : ''}`}>
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {NAV.map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to} end={n.end} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
                    {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.headerActions}>
            {session ? (
              <Link to="/user" className={styles.navLink}>My account</Link>
            ) : (
              <Link to="/login?role=1" className={styles.navLink}>Login</Link>
            )}
            <Link to="/admin" className={styles.navLink}>Admin</Link>
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
