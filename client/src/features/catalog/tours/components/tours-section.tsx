import type { Tour } from '@pachmarhi/common/types';
import type { ListingSectionConfig } from '@/features/catalog/components/listing-section';
import { tourQueries } from '@/lib/queries/tours';
import { TourCard } from './tour-card';

/** The tour list: the whole /tours page, or a section of the home page. */
export const TOURS_SECTION: ListingSectionConfig<Tour> = {
  kind: 'tour',
  id: 'tours',
  title: 'tour.sectionTitle',
  subtitle: 'tour.sectionSubtitle',
  emptyText: 'tour.empty',
  moreHref: '/tours',
  query: tourQueries.list(),
  renderItem: (t, offer) => <TourCard tour={t} offer={offer} />,
};
