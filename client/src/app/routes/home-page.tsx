import { ListingSection } from '@/features/catalog/components/listing-section';
import { useMediaQuery } from '@/hooks/use-media-query';
import { PageMeta } from '@/components/page-meta';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';
import { TOURS_SECTION } from '@/features/catalog/tours/components/tours-section';
import { VEHICLES_SECTION } from '@/features/catalog/vehicles/components/vehicles-section';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { useTranslation } from 'react-i18next';

/** How many cards of each kind the home page shows before 'View all' (fewer on phones, where cards stack). */
const HOME_LIMIT = 6;
const HOME_LIMIT_PHONE = 3;

/** / : video carousel, rooms, tours, vehicles, why choose us, testimonials (docs/product.md#screens). */
export default function HomePage() {
  const { t } = useTranslation();
  const limit = useMediaQuery('(max-width: 640px)') ? HOME_LIMIT_PHONE : HOME_LIMIT;
  return (
    <main id="main">
      <PageMeta title="" path="/" description={t('meta.homeDescription')} />
      <HeroCarousel />
      <ListingSection config={ROOMS_SECTION} limit={limit} />
      <ListingSection config={TOURS_SECTION} limit={limit} />
      <ListingSection config={VEHICLES_SECTION} limit={limit} />
      <WhyChooseUs />
      <Testimonials />
    </main>
  );
}
