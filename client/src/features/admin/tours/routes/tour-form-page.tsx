import type { Tour } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import { EditTargetGate } from '@/features/admin/shared/components/edit-target-gate';
import { useEditTarget } from '@/features/admin/shared/hooks/use-edit-target';
import { tourQueries } from '@/lib/queries/tours';
import { TourForm } from '@/features/admin/tours/components/tour-form';
import { adminText } from '@/i18n';

/** /admin/tour: create, or edit with state {isEditing, tour} or ?id=. */
export default function TourFormPage() {
  const target = useEditTarget<Tour>('tour', tourQueries);
  return (
    <EditTargetGate
      loading={target.isLoading}
      error={target.error}
      noun="tour"
      listPath={ADMIN_PATHS.tours}
      listLabel={adminText('tourFormPage.backToManageTour')}
    >
      <TourForm key={target.item?._id ?? 'new'} tour={target.item} />
    </EditTargetGate>
  );
}
