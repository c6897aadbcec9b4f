import { Link } from 'react-router-dom';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { PhoneIcon, WhatsAppIcon } from '@/components/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSiteInfo } from '@/lib/queries/site-config';
import styles from '@/features/auth/components/auth.module.css';

/** /forget: passwords are reset by the office, so the page says how to reach it. */
export default function ForgetPage() {
  usePageTitle('Forgot password');
  const { config: c, officeHours } = useSiteInfo();
  return (
    <main id="main" className={`container ${styles.page}`}>
      <div className={`card-surface ${styles.panel}`} style={{ padding: '40px 24px' }}>
        <h1>Forgot your password?</h1>
        <p>For your security, passwords are reset by our office. Call us or send a WhatsApp message from the phone number or email you registered with, and we will help you set a new password.</p>
        {c && (
          <div className={styles.panelActions}>
            <a className="btn btn-primary" href={telLink(c.phone)}><PhoneIcon /> Call {c.phone}</a>
            <a className="btn btn-whatsapp" href={whatsappLink(c.whatsappNumber || c.phone, 'Hello! I forgot the password of my account and would like to reset it. My registered email is: ')} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon /> WhatsApp us
            </a>
          </div>
        )}
        <p>Office hours: {officeHours}, all days.</p>
        <Link to="/login">Back to login</Link>
      </div>
    </main>
  );
}
