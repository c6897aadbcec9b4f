import { VEHICLE_STATUSES } from '@pachmarhi/common/constants';
import { formatINR, truncate } from '@pachmarhi/common/format';
import type { Vehicle } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-paths';
import { ManagementPage } from '@/features/admin/shared/components/management-page';
import { statusFilter, type FilterDef } from '@/features/admin/shared/components/management-table';
import ui from '@/features/admin/shared/ui.module.css';
import { deleteVehicle } from '@/features/admin/vehicles/api/delete-vehicle';
import { vehicleQueries } from '@/lib/queries/vehicles';

const FILTERS: FilterDef<Vehicle>[] = [statusFilter<Vehicle>([...VEHICLE_STATUSES, 'Booked'])];

/** /admin/vehicleTable: the vehicles table of docs/product.md#screens. */
export default function VehicleManagementPage() {
  return (
    <ManagementPage<Vehicle>
      kind="vehicle"
      queries={vehicleQueries}
      remove={deleteVehicle}
      formPath={ADMIN_PATHS.vehicleForm}
      viewPath="/vehicle-details"
      title="Manage Gypsy"
      subtitle="Search, filter, book and edit the Gypsy fleet."
      addLabel="Add New Gypsy"
      searchPlaceholder="Search by name, brand or model"
      searchText={(v) => [v.name, v.brand, v.model]}
      filters={FILTERS}
      imageHeader="Image"
      imagesOf={(v) => v.images ?? []}
      nameOf={(v) => v.name}
      detailsHeader="Vehicle Details"
      renderDetails={(v) => (
        <>
          <div className={ui.itemName}>{v.name}</div>
          <div className={ui.itemMeta}>{[v.brand, v.model].filter(Boolean).join(' · ')}</div>
          <div className={ui.itemMeta}>{truncate(v.description)}</div>
        </>
      )}
      columns={[
        { header: 'Price / Day', render: (v) => <strong>{formatINR(v.price)}</strong> },
        { header: 'Fuel Type', render: (v) => v.fuelType || 'Petrol' },
      ]}
    />
  );
}
