import type { Vehicle } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { EditTargetGate } from '@/features/admin/shared/components/edit-target-gate';
import { useEditTarget } from '@/features/admin/shared/hooks/use-edit-target';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { VehicleForm } from '@/features/admin/vehicles/components/vehicle-form';
import { adminText } from '@/i18n';

/** /admin/vehicle: create, or edit with state {isEditing, vehicle} or ?id=. */
export default function VehicleFormPage() {
  const target = useEditTarget<Vehicle>('vehicle', vehicleQueries);
  return (
    <EditTargetGate
      loading={target.isLoading}
      error={target.error}
      noun="vehicle"
      listPath={ADMIN_PATHS.vehicles}
      listLabel={adminText('vehicleFormPage.backToManageGypsy')}
    >
      <VehicleForm key={target.item?._id ?? 'new'} vehicle={target.item} />
    </EditTargetGate>
  );
}
