import { PageMeta } from '@/components/page-meta';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import styles from '@/features/contact/components/contact.module.css';
import { useTranslation } from 'react-i18next';

/** /contact */
export default function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <main id="main" className="page">
      <PageMeta title={t('contact.title')} path="/contact" description={t('contact.description')} preview="contact" />
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">{t('contact.eyebrow')}</span>
            <h1>{t('contact.heading')}</h1>
            <p>{t('contact.intro')}</p>
          </div>
        </div>
        <div className={styles.layout}>
          <ContactForm />
          <ContactInfo />
        </div>
      </div>
    </main>
  );
}
