import type { ReactNode } from 'react';
import { Link } from '@/lib/lang-links';
import { LogoMark } from '@/components/logo';
import styles from './auth.module.css';
import { useTranslation } from 'react-i18next';

/** The centred card framing the login and registration forms. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.card}>
      <Link to="/" className={styles.logo} aria-label={t('auth.home')}>
        <LogoMark size={48} />
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
