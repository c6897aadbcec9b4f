import { Link } from '@/lib/lang-links';
import { useQuery } from '@tanstack/react-query';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/icons';
import { LogoMark } from '@/components/logo';
import { SocialLinks } from '@/components/social-links';
import { detailTo } from '@/features/catalog/lib/detail-links';
import { useSiteInfo } from '@/lib/queries/site-config';
import { tourQueries } from '@/lib/queries/tours';
import styles from './layout.module.css';
import { useTranslation } from 'react-i18next';

/** The footer's top destinations: each links to the tours near it, by the name the search matches (English, as locations are written). */
const DESTINATIONS = {
  dhoopgarh: 'Dhoopgarh',
  beeFalls: 'Bee Falls',
  jataShankar: 'Jata Shankar',
  pandavCaves: 'Pandav Caves',
  apsaraVihar: 'Apsara Vihar',
  chauragarh: 'Chauragarh',
} as const;

/** About text, popular packages, top destinations, office hours, contact details and social links (docs/product.md#overview). */
export function SiteFooter() {
  const { t } = useTranslation();
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
          <p>{t('footer.about')}</p>
          {c && <SocialLinks social={c.social} className={styles.social} label={t('footer.social')} />}
        </section>
        <section aria-labelledby="footer-packages">
          <h2 id="footer-packages">{t('footer.packages')}</h2>
          <ul className={styles.footerList}>
            {packages.length > 0 ? (
              packages.map((t) => {
                const d = detailTo('tour', t);
                return (
                  <li key={t._id}>
                    <Link to={d.to} state={d.state}>
                      {t.title}
                    </Link>
                  </li>
                );
              })
            ) : (
              <>
                <li>
                  <Link to="/tours">{t('footer.toursLink')}</Link>
                </li>
                <li>
                  <Link to="/gypsy">{t('footer.gypsyLink')}</Link>
                </li>
                <li>
                  <Link to="/hotel">{t('footer.staysLink')}</Link>
                </li>
              </>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-destinations">
          <h2 id="footer-destinations">{t('footer.destinations')}</h2>
          <ul className={styles.footerList}>
            {Object.entries(DESTINATIONS).map(([key, place]) => (
              <li key={key}>
                <Link to={`/tours?destination=${encodeURIComponent(place)}`}>
                  {t(`footer.places.${key as keyof typeof DESTINATIONS}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <p className={styles.hours}>
            <strong>{t('footer.officeHours')}</strong>
            <br />
            {t('footer.allDays', { hours: officeHours })}
          </p>
          {c && (
            <ul className={`${styles.footerList} ${styles.contactList}`}>
              {c.phone && (
                <li>
                  <PhoneIcon />
                  <a href={telLink(c.phone)}>{c.phone}</a>
                </li>
              )}
              {(c.whatsappNumber || c.phone) && (
                <li>
                  <WhatsAppIcon />
                  <a
                    href={whatsappLink(c.whatsappNumber || c.phone, t('footer.whatsappHello', { name }))}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('footer.whatsappUs')}
                  </a>
                </li>
              )}
              {c.email && (
                <li>
                  <MailIcon />
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </li>
              )}
              {c.address && (
                <li>
                  <PinIcon />
                  <span>{c.address}</span>
                </li>
              )}
            </ul>
          )}
        </section>
      </div>
      <div className={styles.footerBottom}>
        <div className="container">{t('footer.copyright', { year: new Date().getFullYear(), name })}</div>
      </div>
    </footer>
  );
}
