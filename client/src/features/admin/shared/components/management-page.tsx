import { useQuery } from '@tanstack/react-query';
import type { ResourceQueries } from '@/lib/queries/query-factories';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { useManagedList } from '@/features/admin/shared/hooks/use-managed-list';
import { ManagementTable } from './management-table';
import type { ManagedItem, ManagementTableProps } from './management-types';
import { adminText } from '@/i18n';
import { nounText } from '@/features/admin/shared/lib/labels';

/** What differs between the rooms, vehicles and tours tables: texts, search, filters and columns. */
type TableConfig<T extends ManagedItem> = Pick<
  ManagementTableProps<T>,
  | 'title'
  | 'subtitle'
  | 'addLabel'
  | 'searchPlaceholder'
  | 'searchText'
  | 'filters'
  | 'imageHeader'
  | 'imagesOf'
  | 'nameOf'
  | 'detailsHeader'
  | 'renderDetails'
  | 'columns'
>;

interface ManagementPageProps<T extends ManagedItem> extends TableConfig<T> {
  /** 'room', 'vehicle', 'tour': the booking kind and the noun of the table's texts ('Failed to fetch rooms…'). */
  kind: ItemKind;
  /** The resource's shared query-options factory; its list cache is edited after deletes and bookings. */
  queries: ResourceQueries<T>;
  remove: (id: string) => Promise<unknown>;
  /** The add / edit form. */
  formPath: string;
}

/** One management screen (docs/product.md#screens) of a kind: its admin list query, the row actions and the table. */
export function ManagementPage<T extends ManagedItem>({
  kind,
  queries,
  remove,
  formPath,
  ...config
}: ManagementPageProps<T>) {
  const listKey = queries.list().queryKey;
  const list = useQuery({ ...queries.list(), staleTime: 0 });
  const actions = useManagedList<T>({ listKey, kind, formPath, remove });
  const plural = nounText(kind, true);
  return (
    <ManagementTable<T>
      kind={kind}
      noun={nounText(kind)}
      nounPlural={plural}
      addTo={formPath}
      items={list.data}
      isLoading={list.isLoading}
      error={list.isError}
      errorText={adminText('managementPage.failedToFetchPlease', { plural: plural })}
      onRetry={() => void list.refetch()}
      searchLabel={adminText('managementPage.search', { plural: plural })}
      {...config}
      {...actions}
    />
  );
}
