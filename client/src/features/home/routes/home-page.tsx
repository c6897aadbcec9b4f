import { usePageTitle } from '../../../lib/page-title';
import { RoomsSection } from '../../rooms/components/rooms-section';
import { ToursSection } from '../../tours/components/tours-section';
import { VehiclesSection } from '../../vehicles/components/vehicles-section';
import { HeroCarousel } from '../components/hero-carousel';
import { Testimonials } from '../components/testimonials';
import { WhyChooseUs } from '../components/why-choose-us';

/** How many cards of each kind the home page shows before 'View all'. */
const HOME_LIMIT = 6;

/** / : video carousel, rooms, tours, vehicles, why choose us, testimonials (spec §2). */
export default function HomePage() {
  usePageTitle('');
  return (
    <main id="main">
      <HeroCarousel />
      <RoomsSection limit={HOME_LIMIT} />
      <ToursSection limit={HOME_LIMIT} />
      <VehiclesSection limit={HOME_LIMIT} />
      <WhyChooseUs />
      <Testimonials />
    </main>
  );
}
