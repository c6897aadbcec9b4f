import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/icons';
import { LogoMark } from '@/components/logo';
import { SocialLinks } from '@/components/social-links';
import { detailTo } from '@/features/catalog/lib/detail-links';
import { useSiteInfo } from '@/lib/queries/site-config';
import { tourQueries } from '@/lib/queries/tours';
import styles from './layout.module.css';

const DESTINATIONS = ['Dhoopgarh sunset point', 'Bee Falls', 'Jata Shankar caves', 'Pandav Caves', 'Apsara Vihar', 'Chauragarh temple'];

/** About text, popular packages, top destinations, office hours, contact details and social links (docs/product.md#overview). */
export function SiteFooter() {
  const { config: c, businessName: name, officeHours } = useSiteInfo();
  const { data: tours } = useQuery(tourQueries.list());
  const packages = (tours ?? []).slice(0, 5);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerGrid}`}>
        <section aria-labelledby="footer-about">
          <div className={styles.footerBrand}>
            <LogoMark size={32} />
            <h2 id="footer-about">{name}</h2>
          </div>
          <p>Family-run stays, guided tours and Gypsy safaris in Pachmarhi, the queen of the Satpura hills. We know every waterfall, cave and sunset point, and we are happy to plan your trip.</p>
          {c && <SocialLinks social={c.social} className={styles.social} label="Social media" />}
        </section>
        <section aria-labelledby="footer-packages">
          <h2 id="footer-packages">Popular packages</h2>
          <ul className={styles.footerList}>
            {packages.length > 0
              ? packages.map((t) => {
                  const d = detailTo('tour', t);
                  return <li key={t._id}><Link to={d.to} state={d.state}>{t.title}</Link></li>;
                })
              : (
                <>
                  <li><Link to="/tours">Guided sightseeing tours</Link></li>
                  <li><Link to="/gypsy">Gypsy jungle safari</Link></li>
                  <li><Link to="/hotel">Stay packages</Link></li>
                </>
              )}
          </ul>
        </section>
        <section aria-labelledby="footer-destinations">
          <h2 id="footer-destinations">Top destinations</h2>
          <ul className={styles.footerList}>{DESTINATIONS.map((d) => <li key={d}>{d}</li>)}</ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact us</h2>
          <p className={styles.hours}><strong>Office hours</strong><br />{officeHours}, all days</p>
          {c && (
            <ul className={`${styles.footerList} ${styles.contactList}`}>
              {c.phone && <li><PhoneIcon /><a href={telLink(c.phone)}>{c.phone}</a></li>}
              {(c.whatsappNumber || c.phone) && (
                <li><WhatsAppIcon /><a href={whatsappLink(c.whatsappNumber || c.phone, `Hello ${name}!`)} target="_blank" rel="noopener noreferrer">WhatsApp us</a></li>
              )}
              {c.email && <li><MailIcon /><a href={`mailto:${c.email}`}>{c.email}</a></li>}
              {c.address && <li><PinIcon /><span>{c.address}</span></li>}
            </ul>
          )}
        </section>
      </div>
      <div className={styles.footerBottom}>
        <div className="container">
          © {new Date().getFullYear()} {name}. Reservations by WhatsApp or phone, no online payment.
        </div>
      </div>
    </footer>
  );
}
