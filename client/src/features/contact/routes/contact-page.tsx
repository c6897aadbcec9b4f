import { usePageTitle } from '@/hooks/use-page-title';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import styles from '@/features/contact/components/contact.module.css';

/** /contact */
export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <main id="main" className="page">
      <div className="container">
        <div className="section-head">
          <div>
            <span className="eyebrow">We are here to help</span>
            <h1>Contact Us</h1>
            <p>Questions about rooms, tours or a Gypsy safari? Write to us and we will reply within 24 hours.</p>
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
