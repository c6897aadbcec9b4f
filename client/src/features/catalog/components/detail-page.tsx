import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { detailViewState, useCanonicalItemPath, useDetailParams } from '@/features/catalog/lib/detail-item';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { usePageTitle } from '@/hooks/use-page-title';
import type { ResourceQueries } from '@/lib/queries/query-factories';
import { useWeekendPricingStatus } from '@/lib/queries/weekend-pricing';
import { DetailStatus } from './detail-layout';
import { useTranslation } from 'react-i18next';

interface DetailPageProps<T> {
  kind: ItemKind;
  /** The kind's query-options factory (by slug, or by id for the original '?id=' URLs). */
  queries: ResourceQueries<T>;
  /** The document title once the item is there (until then '<Kind> details'). */
  titleOf: (item: T) => string;
  /** The kind's list page, where Go Back leads when the page was opened directly. */
  backTo: string;
  children: (item: T) => ReactNode;
}

/**
 * A room, tour or vehicle detail page ('/rooms/:slug', the original '?id=…' URLs, item also taken
 * from navigation state): fetches the item, moves the address to its own page, sets the title, and shows loading, 'No <kind> details found.' or the error with Try
 * Again until `children` can render the item.
 */
export function DetailPage<T extends { _id: string; slug: string }>({
  kind,
  queries,
  titleOf,
  backTo,
  children,
}: DetailPageProps<T>) {
  const { key, fromState } = useDetailParams<T>(kind);
  const { t } = useTranslation('catalog');
  const q = useQuery(key.by === 'slug' ? queries.bySlug(key.value, fromState) : queries.detail(key.value, fromState));
  const item = q.data;
  useCanonicalItemPath(kind, item);
  // The price box needs the weekend-pricing status: fetch it alongside the item, not after.
  useWeekendPricingStatus();
  usePageTitle((item && titleOf(item)) ?? t(`detail.title.${kind}`));

  const view = detailViewState(key.value, q);
  if (view !== 'ready' || !item)
    return (
      <DetailStatus
        state={view === 'ready' ? 'empty' : view}
        emptyText={t(`detail.notFound.${kind}`)}
        backTo={backTo}
        onRetry={() => void q.refetch()}
      />
    );
  return <>{children(item)}</>;
}
