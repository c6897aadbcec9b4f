import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionsUrl, largerMapUrl, mapEmbedUrl } from '@pachmarhi/common/map-links';
import { useSiteConfig } from '@/lib/queries/site-config';
import { PinIcon } from './icons';
import styles from './property-map.module.css';

/**
 * Where the lodge is: its address, a "Show map" button that inserts an OpenStreetMap embed (no key;
 * nothing is fetched from another site before the tap), "Directions" to Google Maps and a link to
 * the larger map, from the site configuration's coordinates (`geo`, BUSINESS_GEO) and address.
 * Renders nothing until the configuration is known. `headingLevel` 2 or 3 for the section title.
 */
export function PropertyMap({
  headingLevel = 2,
  className,
  titleClassName,
}: {
  headingLevel?: 2 | 3;
  className?: string;
  titleClassName?: string;
}) {
  const { t } = useTranslation();
  const { data: site } = useSiteConfig();
  const [open, setOpen] = useState(false);
  if (!site) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={`${styles.map} ${className ?? ''}`}
      aria-labelledby="property-map-title"
      data-testid="property-map"
    >
      <Heading id="property-map-title" className={`${styles.title} ${titleClassName ?? ''}`}>
        {t('map.title')}
      </Heading>
      <p className={styles.address}>
        <PinIcon /> <span>{site.address}</span>
      </p>
      {open ? (
        <div className={styles.frame}>
          <iframe
            title={t('map.frameTitle', { name: site.businessName })}
            src={mapEmbedUrl(site.geo)}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        </div>
      ) : (
        <button type="button" className={`btn btn-outline ${styles.show}`} onClick={() => setOpen(true)}>
          {t('map.show')}
        </button>
      )}
      <p className={styles.links}>
        <a
          className="btn btn-primary btn-sm"
          href={directionsUrl(site.geo)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('opensNewTab', { name: t('map.directions') })}
        >
          {t('map.directions')}
        </a>
        {open && (
          <a
            href={largerMapUrl(site.geo)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('opensNewTab', { name: t('map.larger') })}
          >
            {t('map.larger')}
          </a>
        )}
      </p>
      <p className={styles.note}>{t('map.note')}</p>
    </section>
  );
}
