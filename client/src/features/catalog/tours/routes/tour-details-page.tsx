import type { Tour } from '@pachmarhi/common/types';
import { DetailLayout, POLICIES_ID } from '@/features/catalog/components/detail-layout';
import { DetailPage } from '@/features/catalog/components/detail-page';
import { AvailabilityCalendar } from '@/features/catalog/components/detail-availability';
import { DetailSection, FactsSection, ListSection } from '@/features/catalog/components/detail-sections';
import { kindCancellation } from '@pachmarhi/common/cancellation';
import { ClockIcon, PinIcon } from '@/components/icons';
import { imageUrls } from '@/features/catalog/lib/image-urls';
import { tourQueries } from '@/lib/queries/tours';
import styles from './tour-details-page.module.css';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '@/lib/option-label';

const BACK = '/tours';

function TourDetails({ tour }: { tour: Tour }) {
  const itinerary = (tour.itinerary ?? []).filter((d) => d.title || d.description);
  const { t } = useTranslation('catalog');
  const option = useOptionLabel();
  return (
    <DetailLayout
      kind="tour"
      item={tour}
      title={tour.title}
      eyebrow={t('tour.eyebrow')}
      subtitle={
        <>
          {tour.location && (
            <span>
              <PinIcon /> {tour.location}
            </span>
          )}
          {tour.duration && (
            <span>
              <ClockIcon /> {option(tour.duration)}
            </span>
          )}
        </>
      }
      imageUrls={imageUrls(tour.images)}
      basePrice={tour.price}
      priceUnit={t('unit.perPerson')}
      priceFacts={tour.duration ? [[t('facts.duration'), option(tour.duration)]] : []}
      backTo={BACK}
    >
      <DetailSection title={t('tour.about')} show={!!tour.description}>
        <p>{tour.description}</p>
      </DetailSection>
      <ListSection title={t('sections.highlights')} items={tour.highlights} icon="dot" />
      <ListSection title={t('sections.inclusions')} items={tour.inclusions} />
      <ListSection title={t('sections.exclusions')} items={tour.exclusions} icon="cross" />
      <DetailSection title={t('sections.itinerary')} show={itinerary.length > 0}>
        <ol className={styles.itinerary}>
          {itinerary.map((d, i) => (
            <li key={d._id ?? i}>
              <span className={styles.day}>{t('tour.day', { day: d.day || i + 1 })}</span>
              <div>
                <h3>{d.title}</h3>
                {d.description && <p>{d.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      </DetailSection>
      <AvailabilityCalendar kind="tour" itemId={tour._id} departures={tour.departureDates ?? []} />
      {/* A tour has no policy field: the tours' own (common/src/cancellation.ts), which the price box sums up. */}
      <FactsSection
        id={POLICIES_ID}
        title={t('sections.policies')}
        facts={[[t('facts.cancellationPolicy'), kindCancellation('tour')]]}
      />
    </DetailLayout>
  );
}

/** /tour-details?id=… (item also taken from navigation state). */
export default function TourDetailsPage() {
  return (
    <DetailPage kind="tour" queries={tourQueries} titleOf={(tour) => tour.title} backTo={BACK}>
      {(tour) => <TourDetails tour={tour} />}
    </DetailPage>
  );
}
