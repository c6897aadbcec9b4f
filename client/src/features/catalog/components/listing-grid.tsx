import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLangPath } from '@pachmarhi/common/routes';
import type { ListingRow } from '@/features/catalog/lib/search-listing';
import type { StayOffer } from '@/features/catalog/lib/search-offers';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { Link } from '@/lib/lang-links';
import { CardHeadingLevel } from './card-heading-level';
import { ImagePriority } from '@/components/safe-image';
import { ListingCardSkeleton } from './listing-card';
import { EmptyState } from '@/components/state-panels';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  title: string;
  subtitle?: string;
  /** h1 on a listing page, h2 when the grid is a section of the home page. */
  headingLevel?: 1 | 2;
  /** The items in order, each with its offer for the searched stay. */
  rows: ListingRow<T>[] | undefined;
  isLoading: boolean;
  emptyText: string;
  renderItem: (item: T, offer: StayOffer | null) => ReactNode;
  /** Sort and filter controls above the cards (list pages). */
  toolbar?: ReactNode;
  /** Show at most this many and a 'View all' link to `moreHref`. */
  limit?: number;
  /** On phones, show only the first three (CSS, so the server's page and the browser's agree). */
  fewerOnPhones?: boolean;
  moreHref?: string;
  id?: string;
}

/**
 * A titled grid of listing cards with its loading (skeleton cards) and empty states. Fetch errors
 * on the public lists are only logged, so they read as an empty list (docs/product.md#messages).
 */
export function ListingGrid<T extends { _id: string }>({
  title,
  subtitle,
  headingLevel = 2,
  rows: items,
  isLoading,
  emptyText,
  renderItem,
  limit,
  fewerOnPhones,
  moreHref,
  id,
  toolbar,
}: Props<T>) {
  const { linkTo, search } = useStaySearch();
  const { pathname, search: query } = useLocation();
  // A list emptied by the visitor's own filters ('Available only', a destination) offers to clear them.
  const filtered = !!search.destination || new URLSearchParams(query).has('available');
  const { t } = useTranslation('catalog');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const shown = limit ? items?.slice(0, limit) : items;
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="section-head">
          <div>
            <Heading id={headingId}>{title}</Heading>
            {subtitle && <p>{subtitle}</p>}
          </div>
          {moreHref && limit && items && items.length > 0 && (
            <Link to={linkTo(moreHref)} className="btn btn-outline btn-sm" aria-label={t('grid.viewAllOf', { title })}>
              {items.length > limit ? t('grid.viewAllCount', { total: items.length }) : t('grid.viewAll')}
            </Link>
          )}
        </div>
        {toolbar}
        {isLoading ? (
          <div className="grid-cards" aria-busy="true" aria-label={t('grid.loading', { title })}>
            {Array.from({ length: 3 }, (_, i) => (
              <ListingCardSkeleton key={i} />
            ))}
          </div>
        ) : shown && shown.length > 0 ? (
          <CardHeadingLevel value={headingLevel === 1 ? 2 : 3}>
            <div className={fewerOnPhones ? 'grid-cards grid-cards-phone-3' : 'grid-cards'}>
              {shown.map(({ item, offer }, i) => (
                // On a list page (h1) the first card's photo is the likely LCP: load it at once.
                <ImagePriority.Provider key={item._id} value={headingLevel === 1 && i === 0}>
                  {renderItem(item, offer)}
                </ImagePriority.Provider>
              ))}
            </div>
          </CardHeadingLevel>
        ) : (
          <EmptyState title={emptyText}>
            <p>{t('grid.emptyHelp')}</p>
            {filtered && (
              <Link to={splitLangPath(pathname).path} className="btn btn-outline btn-sm" data-testid="clear-search">
                {t('grid.clearSearch')}
              </Link>
            )}
          </EmptyState>
        )}
      </div>
    </section>
  );
}
