import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, ApiRequestError } from '@/lib/api';
import { getSession } from '@/lib/auth';
import { useLogout } from '@/features/admin/shared/components/logout-button';
import { adminText } from '@/i18n';

/**
 * `POST /api/v1/users/:id/revoke-sessions` (admin token): every token of that user issued so far
 * stops working on its next request.
 * @throws ApiRequestError (404 unknown user, 401/403) / TypeError when offline
 */
export async function revokeSessions(userId: string): Promise<void> {
  await api(`/api/v1/users/${encodeURIComponent(userId)}/revoke-sessions`, { method: 'POST', auth: true });
}

/**
 * 'Sign out everywhere' for the signed-in admin (after a confirmation): ends their sessions on
 * every device, then logs out here as Logout does. A failure keeps the session and says why.
 */
export function useSignOutEverywhere() {
  const logout = useLogout();
  const mutation = useMutation({
    mutationFn: revokeSessions,
    onSuccess: () => logout(),
    onError: (e) => toast.error(e instanceof ApiRequestError ? e.message : adminText('revokeSessions.couldNotSignOut')),
  });
  const run = () => {
    const id = getSession()?.user._id;
    if (!id || mutation.isPending) return;
    if (window.confirm(adminText('revokeSessions.signOutOfEvery'))) mutation.mutate(id);
  };
  return { run, isPending: mutation.isPending };
}
