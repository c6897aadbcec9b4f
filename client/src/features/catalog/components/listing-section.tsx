import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@/hooks/use-page-title';
import type { ListQuery } from '@/lib/queries/query-factories';
import { ListingGrid } from './listing-grid';

/** What a kind's section shows: texts, where 'View all' leads, its list query and its card. */
export interface ListingSectionConfig<T> {
  id: string;
  title: string;
  subtitle: string;
  emptyText: string;
  /** The kind's list page ('View all' on the home page). */
  moreHref: string;
  query: ListQuery<T>;
  renderItem: (item: T) => ReactNode;
}

/** A kind's list (rooms, tours, vehicles): its whole list page (h1), or a home page section of `limit` cards. */
export function ListingSection<T extends { _id: string }>({ config, headingLevel = 2, limit }: { config: ListingSectionConfig<T>; headingLevel?: 1 | 2; limit?: number }) {
  const { data, isLoading } = useQuery(config.query);
  return (
    <ListingGrid
      id={config.id}
      title={config.title}
      subtitle={config.subtitle}
      headingLevel={headingLevel}
      items={data}
      isLoading={isLoading}
      emptyText={config.emptyText}
      limit={limit}
      moreHref={config.moreHref}
      renderItem={config.renderItem}
    />
  );
}

/** A kind's whole list page (/hotel, /tours, /gypsy): the section with an h1, under `pageTitle`. */
export function ListingPage<T extends { _id: string }>({ config, pageTitle }: { config: ListingSectionConfig<T>; pageTitle: string }) {
  usePageTitle(pageTitle);
  return (
    <main id="main">
      <ListingSection config={config} headingLevel={1} />
    </main>
  );
}
