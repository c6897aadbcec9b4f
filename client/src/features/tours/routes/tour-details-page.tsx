import type { Tour } from '@pachmarhi/common/types';
import { formatDateIST } from '@pachmarhi/common/format';
import { useQuery } from '@tanstack/react-query';
import { DetailLayout, DetailStatus } from '../../../components/detail-layout';
import { DetailSection, ListSection } from '../../../components/detail-sections';
import { ClockIcon, PinIcon } from '../../../components/icons';
import { detailViewState, useDetailParams } from '../../../lib/detail-item';
import { imageUrls } from '../../../lib/images';
import { usePageTitle } from '../../../lib/page-title';
import { useReservationText } from '../../../lib/reservation';
import { usePriceDisplay } from '../../../lib/weekend-pricing';
import { tourQuery } from '../api/get-tour';
import styles from './tour-details-page.module.css';

const BACK = '/tours';

/** /tour-details?id=… (item also taken from navigation state). */
export default function TourDetailsPage() {
  const { id, fromState } = useDetailParams<Tour>('tour');
  const query = useQuery(tourQuery(id, fromState));
  const tour = query.data;
  const priceOf = usePriceDisplay();
  const reserve = useReservationText();
  usePageTitle(tour?.title ?? 'Tour details');

  const view = detailViewState(id, query);
  if (view !== 'ready' || !tour) return <DetailStatus state={view === 'ready' ? 'empty' : view} emptyText="No tour details found." backTo={BACK} onRetry={() => void query.refetch()} />;

  const price = priceOf(tour.price);
  const itinerary = (tour.itinerary ?? []).filter((d) => d.title || d.description);
  return (
    <DetailLayout
      kind="tour"
      item={tour}
      title={tour.title}
      eyebrow="Guided tour"
      subtitle={
        <>
          {tour.location && <span><PinIcon /> {tour.location}</span>}
          {tour.duration && <span><ClockIcon /> {tour.duration}</span>}
        </>
      }
      imageUrls={imageUrls(tour.images)}
      price={price}
      priceUnit="per person"
      priceFacts={tour.duration ? [['Duration', tour.duration]] : []}
      reserveMessage={reserve({ kind: 'tour', name: tour.title, price: price.amount, unit: 'per person' })}
      backTo={BACK}
    >
      <DetailSection title="About this tour" show={!!tour.description}>
        <p>{tour.description}</p>
      </DetailSection>
      <ListSection title="Highlights" items={tour.highlights} icon="dot" />
      <ListSection title="Inclusions" items={tour.inclusions} />
      <ListSection title="Exclusions" items={tour.exclusions} icon="cross" />
      <DetailSection title="Itinerary" show={itinerary.length > 0}>
        <ol className={styles.itinerary}>
          {itinerary.map((d, i) => (
            <li key={d._id ?? i}>
              <span className={styles.day}>Day {d.day || i + 1}</span>
              <div>
                <h3>{d.title}</h3>
                {d.description && <p>{d.description}</p>}
              </div>
            </li>
          ))}
        </ol>
      </DetailSection>
      <ListSection title="Departure dates" items={(tour.departureDates ?? []).map((d) => formatDateIST(d))} icon="dot" />
    </DetailLayout>
  );
}
