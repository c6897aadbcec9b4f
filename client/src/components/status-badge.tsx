/**
 * Status colours of spec §4: green Available; red Occupied (rooms) or Not Available (vehicles,
 * tours); orange Booked; yellow otherwise.
 */
export function statusTone(status: string, kind: 'room' | 'vehicle' | 'tour'): 'success' | 'danger' | 'booked' | 'warning' {
  if (status === 'Available') return 'success';
  if (status === 'Booked') return 'booked';
  if ((kind === 'room' && status === 'Occupied') || (kind !== 'room' && status === 'Not Available')) return 'danger';
  return 'warning';
}

export function StatusBadge({ status, kind }: { status: string; kind: 'room' | 'vehicle' | 'tour' }) {
  return <span className={`badge badge-${statusTone(status, kind)}`}>{status}</span>;
}
