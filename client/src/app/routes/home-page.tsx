import { Suspense } from 'react';
import { ListingSection } from '@/features/catalog/components/listing-section';
import { PageMeta } from '@/components/page-meta';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';
import { TOURS_SECTION } from '@/features/catalog/tours/components/tours-section';
import { VEHICLES_SECTION } from '@/features/catalog/vehicles/components/vehicles-section';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { useTranslation } from 'react-i18next';

/** How many cards of each kind the home page shows before 'View all' (three on phones, where cards stack). */
const HOME_LIMIT = 6;

/** / : video carousel, rooms, tours, vehicles, why choose us, testimonials (docs/product.md#screens). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <PageMeta title="" path="/" description={t('meta.homeDescription')} />
      <HeroCarousel />
      {/* Each section below the carousel is its own Suspense boundary, so the browser hydrates the
          server's page in several short tasks instead of one long one. */}
      <Suspense><ListingSection config={ROOMS_SECTION} limit={HOME_LIMIT} fewerOnPhones /></Suspense>
      <Suspense><ListingSection config={TOURS_SECTION} limit={HOME_LIMIT} fewerOnPhones /></Suspense>
      <Suspense><ListingSection config={VEHICLES_SECTION} limit={HOME_LIMIT} fewerOnPhones /></Suspense>
      <Suspense><WhyChooseUs /></Suspense>
      <Suspense><Testimonials /></Suspense>
    </main>
  );
}
