import { VEHICLE_STATUSES } from '@pachmarhi/common/constants';
import { formatINR, truncate } from '@pachmarhi/common/format';
import type { Vehicle } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { ManagementPage } from '@/features/admin/shared/components/management-page';
import { statusFilter } from '@/features/admin/shared/components/management-table';
import type { FilterDef } from '@/features/admin/shared/components/management-types';
import ui from '@/features/admin/shared/ui.module.css';
import { deleteVehicle } from '@/features/admin/vehicles/api/delete-vehicle';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { adminText } from '@/i18n';

const FILTERS: FilterDef<Vehicle>[] = [statusFilter<Vehicle>([...VEHICLE_STATUSES, 'Booked'])];

/** /admin/vehicleTable: the vehicles table of docs/product.md#screens. */
export default function VehicleManagementPage() {
  return (
    <ManagementPage<Vehicle>
      kind="vehicle"
      queries={vehicleQueries}
      remove={deleteVehicle}
      formPath={ADMIN_PATHS.vehicleForm}
      title={adminText('vehicleManagementPage.manageGypsy')}
      subtitle={adminText('vehicleManagementPage.searchFilterBookAnd')}
      addLabel={adminText('vehicleManagementPage.addNewGypsy')}
      searchPlaceholder={adminText('vehicleManagementPage.searchByNameBrand')}
      searchText={(v) => [v.name, v.brand, v.model]}
      filters={FILTERS}
      imageHeader={adminText('vehicleManagementPage.image')}
      imagesOf={(v) => v.images ?? []}
      nameOf={(v) => v.name}
      detailsHeader={adminText('vehicleManagementPage.vehicleDetails')}
      renderDetails={(v) => (
        <>
          <div className={ui.itemName}>{v.name}</div>
          <div className={ui.itemMeta}>{[v.brand, v.model].filter(Boolean).join(' · ')}</div>
          <div className={ui.itemMeta}>{truncate(v.description)}</div>
        </>
      )}
      columns={[
        { header: adminText('vehicleManagementPage.priceDay'), render: (v) => <strong>{formatINR(v.price)}</strong> },
        // eslint-disable-next-line i18next/no-literal-string -- the stored default value (data), not UI text
        { header: adminText('vehicleManagementPage.fuelType'), render: (v) => v.fuelType || 'Petrol' },
      ]}
    />
  );
}
