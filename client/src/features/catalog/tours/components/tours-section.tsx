import type { Tour } from '@pachmarhi/common/types';
import type { ListingSectionConfig } from '@/features/catalog/components/listing-section';
import { tourQueries } from '@/lib/queries/tours';
import { TourCard } from './tour-card';

/** The tour list: the whole /tours page, or a section of the home page. */
export const TOURS_SECTION: ListingSectionConfig<Tour> = {
  kind: 'tour',
  id: 'tours',
  title: 'Available Tours',
  subtitle: 'Guided trips to waterfalls, caves, temples and sunset points of the Satpura range.',
  emptyText: 'No tours available right now',
  moreHref: '/tours',
  query: tourQueries.list(),
  renderItem: (t, offer) => <TourCard tour={t} offer={offer} />,
};
