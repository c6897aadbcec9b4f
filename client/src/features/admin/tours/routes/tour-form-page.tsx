import type { Tour } from '@pachmarhi/common/types';
import { ADMIN_PATHS } from '../../admin-paths';
import { EditTargetGate } from '../../shared/components/edit-target-gate';
import { useEditTarget } from '../../shared/hooks/use-edit-target';
import { getTour, TOUR_KEY } from '../api/get-tour';
import { TourForm } from '../components/tour-form';

/** /admin/tour: create, or edit with state {isEditing, tour} or ?id=. */
export default function TourFormPage() {
  const target = useEditTarget<Tour>('tour', TOUR_KEY, getTour);
  return (
    <EditTargetGate loading={target.isLoading} error={target.error} noun="tour" listPath={ADMIN_PATHS.tours} listLabel="Back to Manage Tour">
      <TourForm key={target.item?._id ?? 'new'} tour={target.item} />
    </EditTargetGate>
  );
}
