import { TOUR_STATUSES } from '@pachmarhi/common/constants';
import { formatINR } from '@pachmarhi/common/format';
import type { Tour } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import { ManagementPage } from '@/features/admin/shared/components/management-page';
import { statusFilter, type FilterDef } from '@/features/admin/shared/components/management-table';
import ui from '@/features/admin/shared/ui.module.css';
import { Icon } from '@/features/admin/shared/components/icons';
import { deleteTour } from '@/features/admin/tours/api/delete-tour';
import { tourQueries } from '@/lib/queries/tours';

const FILTERS: FilterDef<Tour>[] = [statusFilter<Tour>(TOUR_STATUSES)];

/** /admin/managetour: the tours table of docs/product.md#screens (duration column, per-person price). */
export default function TourManagementPage() {
  return (
    <ManagementPage<Tour>
      kind="tour"
      queries={tourQueries}
      remove={deleteTour}
      formPath={ADMIN_PATHS.tourForm}
      viewPath="/tour-details"
      title="Manage Tour"
      subtitle="Search, filter, book and edit the guided tours."
      addLabel="Add New Tour"
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
    />
  );
}
