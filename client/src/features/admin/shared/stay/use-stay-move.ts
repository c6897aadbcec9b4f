import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FrontDesk } from '@pachmarhi/common/schemas/front-desk-records';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationStatus } from '@pachmarhi/common/schemas/reservation';
import { statusChangeError } from '@pachmarhi/common/stay-status';
import { frontDeskQueries, setStayStatus } from '@/lib/queries/front-desk';
import { isQueued } from '@/lib/offline/outbox';
import { useInvalidateStays } from '@/lib/queries/stay-changes';
import { toast } from '@/lib/toast';
import { adminText } from '@/i18n';

/** What checking a stay in or out reads of it (a reservation or a Today board entry). */
export interface MovableStay {
  _id: string;
  kind: ItemKind;
  status: ReservationStatus;
  checkIn: string;
  reference: string;
  guest: string;
}

/** What the check-in and check-out dialogs take: the stay, closing unmoved, and the stay once moved. */
export interface MoveDialogProps {
  stay: MovableStay;
  onClose: () => void;
  onMoved: (saved: Reservation) => void;
}

/** How long the button that takes the place of the one just pressed stays disabled (ms): no double tap moves the stay twice. */
export const REPLACED_BUTTON_PAUSE_MS = 1000;

/** The move a stay offers on `today` (IST): check in (from its check-in date), check out (once in), or none. */
export function nextMove(
  stay: Pick<MovableStay, 'status' | 'checkIn'>,
  today: string,
): 'checked-in' | 'checked-out' | null {
  if (stay.status === 'checked-in') return 'checked-out';
  return statusChangeError(stay.status, 'checked-in', stay.checkIn, today) ? null : 'checked-in';
}

/** The Today boards kept in the cache with the stay `id` shown at `status` (a move queued offline). */
function showMoved(board: FrontDesk | undefined, id: string, status: ReservationStatus): FrontDesk | undefined {
  if (!board) return board;
  const moved = <T extends { _id: string; status: ReservationStatus }>(list: T[]) =>
    list.map((e) => (e._id === id ? { ...e, status } : e));
  return {
    ...board,
    arrivals: moved(board.arrivals),
    inHouse: moved(board.inHouse),
    departures: moved(board.departures),
    vehiclesOut: moved(board.vehiclesOut),
    tourDepartures: board.tourDepartures.map((g) => ({ ...g, reservations: moved(g.reservations) })),
  };
}

/**
 * `PUT` a stay's check-in or check-out, then refresh every screen that shows it. Offline the move
 * is queued (lib/offline/outbox.ts) and the Today board shows it done meanwhile; the answer is then
 * `{ queued: true }`.
 */
export function useStayMove(stay: Pick<MovableStay, '_id' | 'guest' | 'reference'>) {
  const invalidate = useInvalidateStays();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ status, carry }: { status: 'checked-in' | 'checked-out'; carry?: string }) =>
      setStayStatus(stay._id, status, carry ? { reason: carry } : undefined, `${stay.guest} #${stay.reference}`),
    onSuccess: (res, { status }) => {
      if (!isQueued(res)) return invalidate();
      qc.setQueriesData<FrontDesk>({ queryKey: [...frontDeskQueries.all, 'board'] }, (b) =>
        showMoved(b, stay._id, status),
      );
    },
  });
}

/** A move kept on the phone (offline): say it is sent when the network returns, and close the dialog. */
export function queuedMove(close: () => void): void {
  toast.info(adminText('offline.queuedToast'));
  close();
}
