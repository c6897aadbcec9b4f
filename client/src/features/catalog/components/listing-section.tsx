import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { localizedPath } from '@pachmarhi/common/routes';
import { usePagePath } from '@/lib/lang-links';
import { breadcrumbLd } from '@pachmarhi/common/structured-data';
import { PageMeta, type PreviewPicture } from '@/components/page-meta';
import type { ListQuery } from '@/lib/queries/query-factories';
import type { OfferItem, StayOffer } from '@/features/catalog/lib/search-offers';
import { useListingOptions, useStayListing } from '@/features/catalog/lib/search-listing';
import { ListingGrid } from './listing-grid';
import { ListingToolbar } from './listing-toolbar';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';

/** A text key of the catalog namespace. */
export type CatalogKey = ParseKeys<'catalog'>;

type ListingItem = OfferItem & { location?: string | null };

/** What a kind's section shows: texts, where 'View all' leads, its list query and its card. */
export interface ListingSectionConfig<T> {
  kind: ItemKind;
  id: string;
  /** Translation keys (namespace catalog) of the section's texts. */
  title: CatalogKey;
  subtitle: CatalogKey;
  emptyText: CatalogKey;
  /** The kind's list page ('View all' on the home page). */
  moreHref: string;
  query: ListQuery<T>;
  /** The card of an item; `offer` is the item for the URL's stay (null without dates). */
  renderItem: (item: T, offer: StayOffer | null) => ReactNode;
}

/**
 * A kind's list for the URL's stay search (destination filter, availability and totals): a home page
 * section of `limit` cards, or with `options` the list page's sort and 'available only' choices.
 */
export function ListingSection<T extends ListingItem>({
  config,
  headingLevel = 2,
  limit,
  fewerOnPhones,
  options,
}: {
  config: ListingSectionConfig<T>;
  headingLevel?: 1 | 2;
  limit?: number;
  fewerOnPhones?: boolean;
  options?: ReturnType<typeof useListingOptions>;
}) {
  const { data, isLoading } = useQuery(config.query);
  const { t } = useTranslation('catalog');
  const rows = useStayListing(config.kind, data, options);
  return (
    <ListingGrid
      id={config.id}
      title={t(config.title)}
      subtitle={t(config.subtitle)}
      headingLevel={headingLevel}
      rows={rows}
      isLoading={isLoading}
      emptyText={t(config.emptyText)}
      limit={limit}
      fewerOnPhones={fewerOnPhones}
      moreHref={config.moreHref}
      renderItem={config.renderItem}
      toolbar={options && <ListingToolbar kind={config.kind} options={options} />}
    />
  );
}

/** Each listing's link-preview picture. */
const LIST_PREVIEW: Record<ItemKind, PreviewPicture> = { room: 'rooms', tour: 'tours', vehicle: 'gypsy' };

/**
 * A kind's whole list page (/hotel, /tours, /gypsy): the section with an h1, sort and filter, under
 * `pageTitle`, with `description` for search results and link previews.
 */
export function ListingPage<T extends ListingItem>({
  config,
  pageTitle,
  description,
}: {
  config: ListingSectionConfig<T>;
  pageTitle: string;
  description: string;
}) {
  const { t } = useTranslation('catalog');
  const options = useListingOptions();
  const { path, lang } = usePagePath();
  return (
    <main id="main">
      <PageMeta
        title={pageTitle}
        description={description}
        path={path}
        preview={LIST_PREVIEW[config.kind]}
        structuredData={(origin) => [
          breadcrumbLd(
            [
              [t('breadcrumbHome'), localizedPath('/', lang)],
              [pageTitle, localizedPath(path, lang)],
            ],
            origin,
          ),
        ]}
      />
      <ListingSection config={config} headingLevel={1} options={options} />
    </main>
  );
}
