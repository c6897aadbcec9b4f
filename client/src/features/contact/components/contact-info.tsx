import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/icons';
import { SocialLinks } from '@/components/social-links';
import { useSiteInfo } from '@/lib/queries/site-config';
import styles from './contact.module.css';

/** The information panel: phone, email, address, hours, quick actions, social links, response time, languages. */
export function ContactInfo() {
  const { config: c, isPending, officeHours, supportHours } = useSiteInfo();
  return (
    <aside className={styles.info} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">Get in touch</h2>
      {isPending && <p className="muted">Loading contact details...</p>}
      {c && (
        <ul className={styles.infoList}>
          <li><PhoneIcon /><div><strong>Phone</strong><a href={telLink(c.phone)}>{c.phone}</a></div></li>
          <li><MailIcon /><div><strong>Email</strong><a href={`mailto:${c.email}`}>{c.email}</a></div></li>
          <li><PinIcon /><div><strong>Address</strong><span>{c.address}</span></div></li>
          <li>
            <ClockIcon />
            <div>
              <strong>Business hours</strong>
              <span>Office: {officeHours}, all days</span>
              <span>Phone support: {supportHours}, daily</span>
            </div>
          </li>
        </ul>
      )}
      {c && (
        <div className={styles.quick}>
          <h3>Quick actions</h3>
          <div className={styles.quickButtons}>
            <a className="btn btn-whatsapp" href={whatsappLink(c.whatsappNumber || c.phone, `Hello ${c.businessName}! I have a question about my trip to Pachmarhi.`)} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon /> WhatsApp
            </a>
            <a className="btn btn-outline" href={telLink(c.phone)}>
              <PhoneIcon /> Emergency Call
            </a>
          </div>
        </div>
      )}
      {c && (
        <div>
          <h3>Follow us</h3>
          <SocialLinks social={c.social} className={styles.social} />
        </div>
      )}
      <dl className={styles.facts}>
        <div><dt>Response time</dt><dd>Within 24 hours</dd></div>
        <div><dt>Languages</dt><dd>English, Hindi</dd></div>
      </dl>
    </aside>
  );
}
