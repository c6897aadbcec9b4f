import { TOUR_STATUSES } from '@pachmarhi/common/constants';
import { formatINR } from '@pachmarhi/common/format';
import type { Tour } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { ManagementPage } from '@/features/admin/shared/components/management-page';
import { statusFilter } from '@/features/admin/shared/components/management-table';
import type { FilterDef } from '@/features/admin/shared/components/management-types';
import ui from '@/features/admin/shared/ui.module.css';
import { Icon } from '@/features/admin/shared/components/icons';
import { deleteTour } from '@/features/admin/tours/api/delete-tour';
import { tourQueries } from '@/lib/queries/tours';
import { adminText } from '@/i18n';

const FILTERS: FilterDef<Tour>[] = [statusFilter<Tour>(TOUR_STATUSES)];

/** /admin/managetour: the tours table of docs/product.md#screens (duration column, per-person price). */
export default function TourManagementPage() {
  return (
    <ManagementPage<Tour>
      kind="tour"
      queries={tourQueries}
      remove={deleteTour}
      formPath={ADMIN_PATHS.tourForm}
      title={adminText('tourManagementPage.manageTour')}
      subtitle={adminText('tourManagementPage.searchFilterBookAnd')}
      addLabel={adminText('tourManagementPage.addNewTour')}
      searchPlaceholder={adminText('tourManagementPage.searchByTitleOr')}
      searchText={(t) => [t.title, t.location]}
      filters={FILTERS}
      imageHeader={adminText('tourManagementPage.image')}
      imagesOf={(t) => t.images ?? []}
      nameOf={(t) => t.title}
      detailsHeader={adminText('tourManagementPage.tourDetails')}
      renderDetails={(t) => (
        <>
          <div className={ui.itemName}>{t.title}</div>
          <div className={ui.itemMeta}>
            <Icon name="pin" size={12} /> {t.location}
          </div>
        </>
      )}
      columns={[
        { header: adminText('tourManagementPage.duration'), render: (t) => t.duration || '—' },
        { header: adminText('tourManagementPage.pricePerson'), render: (t) => <strong>{formatINR(t.price)}</strong> },
      ]}
    />
  );
}
