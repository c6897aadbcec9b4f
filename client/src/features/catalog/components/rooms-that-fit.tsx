import { Link } from '@/lib/lang-links';
import { useQuery } from '@tanstack/react-query';
import { roomsThatFit } from '@pachmarhi/common/capacity';
import { detailTo } from '@/features/catalog/lib/detail-links';
import { useStaySearch } from '@/features/catalog/lib/search-state';
import { roomQueries } from '@/lib/queries/rooms';
import { useTranslation } from 'react-i18next';

/**
 * Where a party is too large for this room: the other rooms that take it (common/capacity
 * `roomsThatFit`, closest fit first), each a link keeping the stay: 'Satpura Family Suite takes 4'.
 * Nothing when none does or the party fits.
 */
export function RoomsThatFit({ roomId, guests, className }: { roomId: string; guests: number; className?: string }) {
  const { t } = useTranslation('catalog');
  const { linkTo } = useStaySearch();
  const { data: rooms } = useQuery(roomQueries.list());
  const fits = roomsThatFit(
    (rooms ?? []).filter((r) => r._id !== roomId),
    guests,
  );
  if (fits.length === 0) return null;
  return (
    <div className={className} data-testid="rooms-that-fit">
      <p>{t('capacity.roomsThatFit', { count: guests })}</p>
      <ul>
        {fits.map(({ room, takes }) => {
          const d = detailTo('room', room);
          return (
            <li key={room._id}>
              <Link to={linkTo(d.to)} state={d.state}>
                {t('capacity.takes', { name: room.name, count: takes })}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
