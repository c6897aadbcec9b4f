import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/page-meta';
import { HydrateOnView } from '@/components/hydrate-on-view';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import type { HomeSectionName } from './home-sections';
import { useTranslation } from 'react-i18next';

/** The sections below the carousel: a chunk of their own, loaded when the first comes into view. */
const HomeSection = lazy(() => import('./home-sections'));
const SECTIONS: HomeSectionName[] = ['rooms', 'tours', 'vehicles', 'why', 'testimonials'];

/** / : video carousel, rooms, tours, vehicles, why choose us, testimonials (docs/product.md#screens). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <PageMeta title="" path="/" description={t('meta.homeDescription')} />
      <HeroCarousel />
      {/* Each section below the carousel is its own Suspense boundary, hydrated (and its code
          loaded) when it comes into view: the first hydration (a phone's slow CPU, before it
          answers the visitor) is the header and the carousel only. */}
      {SECTIONS.map((section) => (
        <Suspense key={section}>
          <HydrateOnView id={`home-${section}`}>
            <HomeSection section={section} />
          </HydrateOnView>
        </Suspense>
      ))}
    </main>
  );
}

/** Lazy parts the server renders into this page: it links their stylesheets (not in the page's own). */
HomePage.parts = ['src/app/routes/home-sections.tsx'];
