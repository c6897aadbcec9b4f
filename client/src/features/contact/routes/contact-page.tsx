import { PageMeta } from '@/components/page-meta';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import styles from '@/features/contact/components/contact.module.css';

/** /contact */
export default function ContactPage() {
  return (
    <main id="main" className="page">
      <PageMeta title="Contact" path="/contact" description="Call, WhatsApp or write to us about rooms, tours or a Gypsy safari in Pachmarhi; we reply within 24 hours." />
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
