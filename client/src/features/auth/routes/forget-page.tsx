import { Link } from '@/lib/lang-links';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { PhoneIcon, WhatsAppIcon } from '@/components/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSiteInfo } from '@/lib/queries/site-config';
import styles from '@/features/auth/components/auth.module.css';
import { useTranslation } from 'react-i18next';

/** /forget: passwords are reset by the office, so the page says how to reach it. */
export default function ForgetPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('forget.pageTitle'));
  const { config: c, officeHours } = useSiteInfo();
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`card-surface ${styles.panel}`} style={{ padding: '40px 24px' }}>
        <h1>{t('forget.title')}</h1>
        <p>{t('forget.text')}</p>
        {c && (
          <div className={styles.panelActions}>
            <a className="btn btn-primary" href={telLink(c.phone)}>
              <PhoneIcon /> {t('forget.call', { phone: c.phone })}
            </a>
            <a
              className="btn btn-whatsapp"
              href={whatsappLink(c.whatsappNumber || c.phone, t('forget.whatsappMessage'))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon /> {t('forget.whatsappUs')}
            </a>
          </div>
        )}
        <p>{t('forget.hours', { hours: officeHours })}</p>
        <Link to="/login">{t('forget.back')}</Link>
      </div>
    </main>
  );
}
