import { ListingSection } from '@/features/catalog/components/listing-section';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';
import { TOURS_SECTION } from '@/features/catalog/tours/components/tours-section';
import { VEHICLES_SECTION } from '@/features/catalog/vehicles/components/vehicles-section';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

/** How many cards of each kind the home page shows before 'View all' (three on phones, where cards stack). */
const HOME_LIMIT = 6;

/** The sections of the home page below the carousel. */
export type HomeSectionName = 'rooms' | 'tours' | 'vehicles' | 'why' | 'testimonials';

/**
 * One section of the home page below the carousel. Its own chunk (with the cards' code and
 * stylesheets): the browser loads it when the section comes into view, while the server's markup
 * (styled: the server links these stylesheets) shows (./home-page.tsx).
 */
export default function HomeSection({ section }: { section: HomeSectionName }) {
  switch (section) {
    case 'rooms':
      return <ListingSection config={ROOMS_SECTION} limit={HOME_LIMIT} fewerOnPhones />;
    case 'tours':
      return <ListingSection config={TOURS_SECTION} limit={HOME_LIMIT} fewerOnPhones />;
    case 'vehicles':
      return <ListingSection config={VEHICLES_SECTION} limit={HOME_LIMIT} fewerOnPhones />;
    case 'why':
      return <WhyChooseUs />;
    case 'testimonials':
      return <Testimonials />;
  }
}
