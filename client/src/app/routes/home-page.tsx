import { ListingSection } from '@/features/catalog/components/listing-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';
import { TOURS_SECTION } from '@/features/catalog/tours/components/tours-section';
import { VEHICLES_SECTION } from '@/features/catalog/vehicles/components/vehicles-section';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

/** How many cards of each kind the home page shows before 'View all'. */
const HOME_LIMIT = 6;

/** / : video carousel, rooms, tours, vehicles, why choose us, testimonials (docs/product.md#screens). */
export default function HomePage() {
  usePageTitle('');
  return (
    <main id="main">
      <HeroCarousel />
      <ListingSection config={ROOMS_SECTION} limit={HOME_LIMIT} />
      <ListingSection config={TOURS_SECTION} limit={HOME_LIMIT} />
      <ListingSection config={VEHICLES_SECTION} limit={HOME_LIMIT} />
      <WhyChooseUs />
      <Testimonials />
    </main>
  );
}
