import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Enquiry, EnquiryStatus } from '@pachmarhi/common/enquiry';
import { api, ApiRequestError } from '@/lib/api';
import { adminText } from '@/i18n';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { enquiryQueries } from '@/lib/queries/enquiries';

/**
 * `PATCH /api/enquiries/:id` `{status}` (owner's token).
 * @throws ApiRequestError (400 unknown status, 404 gone) / TypeError when offline
 */
export const setEnquiryStatus = (id: string, status: EnquiryStatus) =>
  api<{ message: string; data: Enquiry }>(`/api/enquiries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { status },
    auth: true,
  });

/**
 * Set an enquiry's status: `mutate({ id, status })`; refreshes the enquiries and the dashboard's
 * open count; a refusal or a lost connection shows as a toast (the list keeps the stored status).
 */
export function useEnquiryStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) => setEnquiryStatus(id, status),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: enquiryQueries.all }),
        qc.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
    onError: (e) => toast.error(e instanceof ApiRequestError ? e.message : adminText('enquiriesPage.statusNotSaved')),
  });
}
