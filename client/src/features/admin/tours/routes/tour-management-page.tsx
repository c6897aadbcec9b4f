import { TOUR_STATUSES } from '@pachmarhi/common/constants';
import { formatINR } from '@pachmarhi/common/format';
import type { Tour } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '../../admin-paths';
import { ManagementTable, statusFilter, type FilterDef } from '../../shared/components/management-table';
import { useManagedList } from '../../shared/hooks/use-managed-list';
import ui from '../../shared/ui.module.css';
import { Icon } from '../../shared/components/icons';
import { deleteTour } from '../api/delete-tour';
import { TOURS_KEY, useTours } from '../api/get-tours';

const FILTERS: FilterDef<Tour>[] = [statusFilter<Tour>(TOUR_STATUSES)];

/** /admin/managetour: the tours table of spec §2 (duration column, per-person price). */
export default function TourManagementPage() {
  const tours = useTours();
  const actions = useManagedList<Tour>({ listKey: TOURS_KEY, noun: 'tour', formPath: ADMIN_PATHS.tourForm, viewPath: '/tour-details', remove: deleteTour });
  return (
    <ManagementTable<Tour>
      kind="tour"
      noun="tour"
      nounPlural="tours"
      title="Manage Tour"
      subtitle="Search, filter, book and edit the guided tours."
      addLabel="Add New Tour"
      addTo={ADMIN_PATHS.tourForm}
      items={tours.data}
      isLoading={tours.isLoading}
      error={tours.isError}
      errorText="Failed to fetch tours. Please try again."
      onRetry={() => void tours.refetch()}
      searchLabel="Search tours"
      searchPlaceholder="Search by title or location"
      searchText={(t) => [t.title, t.location]}
      filters={FILTERS}
      imageHeader="Image"
      imagesOf={(t) => t.images ?? []}
      nameOf={(t) => t.title}
      detailsHeader="Tour Details"
      renderDetails={(t) => (
        <>
          <div className={ui.itemName}>{t.title}</div>
          <div className={ui.itemMeta}><Icon name="pin" size={12} /> {t.location}</div>
        </>
      )}
      columns={[
        { header: 'Duration', render: (t) => t.duration || '—' },
        { header: 'Price / Person', render: (t) => <strong>{formatINR(t.price)}</strong> },
      ]}
      {...actions}
    />
  );
}
