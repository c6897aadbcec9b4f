import type { ItemKind } from '@pachmarhi/common/kinds';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, ApiRequestError } from '@/lib/api';
import { getSession } from '@/lib/auth';
import { adminText } from '@/i18n';

export interface ToggleBookingResponse {
  success: boolean;
  message: string;
  data: { isBooked: boolean; expiresAt: string | null };
}

/**
 * `PUT /api/bookings/:serviceType/:id/toggle` with `{isBooked}` and the admin token.
 * The server sets the hold's expiry (`data.expiresAt`, ISO) when booking and clears it when cancelling.
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails
 */
export function toggleBooking(kind: ItemKind, id: string, isBooked: boolean): Promise<ToggleBookingResponse> {
  return api<ToggleBookingResponse>(`/api/bookings/${kind}/${encodeURIComponent(id)}/toggle`, {
    method: 'PUT',
    json: { isBooked },
    auth: true,
  });
}

/**
 * The booking toggle of one item (docs/product.md#behaviour): `mutate(isBooked)`; on success `onChange` gets the
 * server's state and its message shows, on failure the server's message (or the documented text when
 * the call failed). Without a stored token nothing is sent and 'Authentication required' shows.
 */
export function useToggleBooking(
  kind: ItemKind,
  id: string,
  onChange: (isBooked: boolean, expiresAt: string | null) => void,
) {
  const mutation = useMutation({
    mutationFn: (isBooked: boolean) => toggleBooking(kind, id, isBooked),
    onSuccess: (res) => {
      onChange(res.data.isBooked, res.data.expiresAt);
      toast.success(adminText(res.data.isBooked ? 'saved.markedBooked' : 'saved.markedAvailable'));
    },
    onError: (e) => {
      if (e instanceof ApiRequestError) toast.error(e.message || adminText('toggleBooking.failedToToggleBooking'));
      else toast.error(adminText('toggleBooking.failedToToggleBooking2'));
    },
  });
  const toggle = (isBooked: boolean) => {
    if (!getSession()?.accessToken) toast.error(adminText('toggleBooking.authenticationRequired'));
    else mutation.mutate(isBooked);
  };
  return { toggle, busy: mutation.isPending };
}
