import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@pachmarhi/common/constants';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * The toast area: at the bottom (centred on phones, right on wider screens), away from the header's
 * phone link, search, logo and menu; each toast closes after TOAST_AUTO_CLOSE_MS (5 s, docs/product.md#site-shell)
 * whatever the pointer does (a toast paused by a hovering pointer sat over the control under it for as long
 * as the pointer stayed), and can be closed by a click or dragged away.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 640px)');
  return (
    <ToastContainer position={phone ? 'bottom-center' : 'bottom-right'} autoClose={TOAST_AUTO_CLOSE_MS} closeOnClick draggable pauseOnHover={false} pauseOnFocusLoss={false} newestOnTop />
  );
}
