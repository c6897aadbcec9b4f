import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';

/**
 * Status badge colours of spec §4: green Available, red Occupied / Not Available,
 * orange Booked, yellow otherwise (Under Maintenance, Upcoming, …). Missing status reads Available.
 */
export function statusTone(status: string): 'green' | 'red' | 'orange' | 'yellow' {
  if (status === 'Available') return 'green';
  if (status === 'Occupied' || status === 'Not Available') return 'red';
  if (status === 'Booked') return 'orange';
  return 'yellow';
}

const TONE_CLASS = { green: ui.badgeGreen, red: ui.badgeRed, orange: ui.badgeOrange, yellow: ui.badgeYellow };

export function StatusBadge({ status }: { status?: string | null }) {
  const s = status || 'Available';
  const tone = statusTone(s);
  return <span className={cx(ui.badge, TONE_CLASS[tone])} data-tone={tone}>{s}</span>;
}
