import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/icons';
import { PropertyMap } from '@/components/property-map';
import { SocialLinks } from '@/components/social-links';
import { useSiteInfo } from '@/lib/queries/site-config';
import styles from './contact.module.css';
import { useTranslation } from 'react-i18next';

/** The information panel: phone, email, address, hours, quick actions, the map and directions (on tap), social links, response time, languages. */
export function ContactInfo() {
  const { config: c, isPending, officeHours, supportHours } = useSiteInfo();
  const { t } = useTranslation('pages');
  return (
    <aside className={styles.info} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title">{t('contactInfo.title')}</h2>
      {isPending && <p className="muted">{t('contactInfo.loading')}</p>}
      {c && (
        <ul className={styles.infoList}>
          <li>
            <PhoneIcon />
            <div>
              <strong>{t('contactInfo.phone')}</strong>
              <a href={telLink(c.phone)}>{c.phone}</a>
            </div>
          </li>
          <li>
            <MailIcon />
            <div>
              <strong>{t('contactInfo.email')}</strong>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </div>
          </li>
          <li>
            <PinIcon />
            <div>
              <strong>{t('contactInfo.address')}</strong>
              <span>{c.address}</span>
            </div>
          </li>
          <li>
            <ClockIcon />
            <div>
              <strong>{t('contactInfo.hours')}</strong>
              <span>{t('contactInfo.office', { hours: officeHours })}</span>
              <span>{t('contactInfo.support', { hours: supportHours })}</span>
            </div>
          </li>
        </ul>
      )}
      {c && (
        <div className={styles.quick}>
          <h3>{t('contactInfo.quick')}</h3>
          <div className={styles.quickButtons}>
            <a
              className="btn btn-whatsapp"
              href={whatsappLink(
                c.whatsappNumber || c.phone,
                t('contactInfo.whatsappMessage', { name: c.businessName }),
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon /> {t('contactInfo.whatsapp')}
            </a>
            <a className="btn btn-outline" href={telLink(c.phone)}>
              <PhoneIcon /> {t('contactInfo.emergency')}
            </a>
          </div>
        </div>
      )}
      <PropertyMap headingLevel={3} className={styles.map} />
      {c && (
        <div>
          <h3>{t('contactInfo.follow')}</h3>
          <SocialLinks social={c.social} className={styles.social} />
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('contactInfo.responseTime')}</dt>
          <dd>{t('contactInfo.within24')}</dd>
        </div>
        <div>
          <dt>{t('contactInfo.languages')}</dt>
          <dd>{t('contactInfo.languageList')}</dd>
        </div>
      </dl>
    </aside>
  );
}
