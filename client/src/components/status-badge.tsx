import type { ItemKind } from '@pachmarhi/common/kinds';
import { useTranslation } from 'react-i18next';
/** What a status badge is about: the Occupied / Not Available wording differs by kind (docs/product.md#behaviour). */

/** The colour of a status badge (CSS class `badge-<tone>` in styles/global.css). */
export type StatusTone = 'success' | 'danger' | 'booked' | 'warning';

/**
 * Status colours of docs/product.md#behaviour, for the public pages and the admin tables alike: green Available;
 * red Occupied (rooms) or Not Available (vehicles, tours); orange Booked; yellow otherwise
 * (Under Maintenance, Upcoming, …).
 */
export function statusTone(status: string, kind: ItemKind): StatusTone {
  if (status === 'Available') return 'success';
  if (status === 'Booked') return 'booked';
  if ((kind === 'room' && status === 'Occupied') || (kind !== 'room' && status === 'Not Available')) return 'danger';
  return 'warning';
}

/** The status pill of an item; a missing status reads Available. */
export function StatusBadge({ status, kind }: { status?: string | null; kind: ItemKind }) {
  const { t } = useTranslation();
  const s = status || 'Available';
  const tone = statusTone(s, kind);
  // Stored status words are data: shown translated when known, as written otherwise.
  return (
    <span className={`badge badge-${tone}`} data-tone={tone}>
      {t(`status.${s}`, { defaultValue: s })}
    </span>
  );
}
