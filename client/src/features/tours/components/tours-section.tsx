import { ListingGrid } from '../../../components/listing-grid';
import { useTours } from '../api/get-tours';
import { TourCard } from './tour-card';

export const TOURS_TITLE = 'Available Tours';

/** The tour list: the whole /tours page, or a section of the home page (`limit`). */
export function ToursSection({ headingLevel = 2, limit }: { headingLevel?: 1 | 2; limit?: number }) {
  const { data, isLoading } = useTours();
  return (
    <ListingGrid
      id="tours"
      title={TOURS_TITLE}
      subtitle="Guided trips to waterfalls, caves, temples and sunset points of the Satpura range."
      headingLevel={headingLevel}
      items={data}
      isLoading={isLoading}
      emptyText="No tours available right now"
      limit={limit}
      moreHref="/tours"
      renderItem={(t) => <TourCard tour={t} />}
    />
  );
}
