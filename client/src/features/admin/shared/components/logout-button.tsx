import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from '@/lib/auth';
import { contactMessageQueries } from '@/lib/queries/contact-messages';
import { Icon } from './icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/**
 * Logout as docs/product.md#behaviour: clear session storage and the 'auth' and 'user' entries (no more Bearer
 * header is sent), say 'Successfully logged out!', go to '/'. A failure is logged; the admin is on '/' already.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // Leave the admin first (rendered at once): were the session cleared while the admin was still
    // on screen, its guard could redirect to /access-denied before the navigation to '/' lands.
    navigate('/', { flushSync: true });
    try {
      clearSession();
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.removeQueries({ queryKey: ['weekend-pricing', 'admin-history'] });
      queryClient.removeQueries({ queryKey: contactMessageQueries.all });
      toast.success(adminText('logoutButton.successfullyLoggedOut'));
    } catch (e) {
      console.error('Logout failed', e);
    }
  };
}

export function LogoutButton({ className }: { className?: string }) {
  const logout = useLogout();
  return (
    <button type="button" className={cx(ui.btn, ui.btnGhost, className)} onClick={logout}>
      <Icon name="logout" /> {adminText('logoutButton.logout')}
    </button>
  );
}
