import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { detailViewState, useDetailParams } from '@/features/catalog/lib/detail-item';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { usePageTitle } from '@/hooks/use-page-title';
import type { ItemQuery } from '@/lib/queries/query-factories';
import { useWeekendPricingStatus } from '@/lib/queries/weekend-pricing';
import { DetailStatus } from './detail-layout';
import { useTranslation } from 'react-i18next';

interface DetailPageProps<T> {
  kind: ItemKind;
  query: ItemQuery<T>;
  /** The document title once the item is there (until then '<Kind> details'). */
  titleOf: (item: T) => string;
  /** The kind's list page, where Go Back leads when the page was opened directly. */
  backTo: string;
  children: (item: T) => ReactNode;
}

/**
 * A room, tour or vehicle detail page (`?id=…`, item also taken from navigation state): fetches
 * the item, sets the title, and shows loading, 'No <kind> details found.' or the error with Try
 * Again until `children` can render the item.
 */
export function DetailPage<T extends { _id: string }>({ kind, query, titleOf, backTo, children }: DetailPageProps<T>) {
  const { id, fromState } = useDetailParams<T>(kind);
  const { t } = useTranslation('catalog');
  const q = useQuery(query(id, fromState));
  const item = q.data;
  // The price box needs the weekend-pricing status: fetch it alongside the item, not after.
  useWeekendPricingStatus();
  usePageTitle((item && titleOf(item)) ?? t(`detail.title.${kind}`));

  const view = detailViewState(id, q);
  if (view !== 'ready' || !item) return <DetailStatus state={view === 'ready' ? 'empty' : view} emptyText={t(`detail.notFound.${kind}`)} backTo={backTo} onRetry={() => void q.refetch()} />;
  return <>{children(item)}</>;
}
