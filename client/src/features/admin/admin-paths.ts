/** Admin routes of docs/product.md#screens (the prefixed form used by the sidebar and navigation). */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  roomForm: '/admin/RoomForm',
  rooms: '/admin/RoomManagement',
  vehicleForm: '/admin/vehicle',
  vehicles: '/admin/vehicleTable',
  tourForm: '/admin/tour',
  tours: '/admin/managetour',
  gallery: '/admin/gallery',
  weekendPricing: '/admin/weekend-pricing',
  messages: '/admin/messages',
  bookings: '/admin/bookings',
  reservations: '/admin/reservations',
  enquiries: '/admin/enquiries',
} as const;

/** Edit URL of a record: the form path with `?id=` so a reload stays in edit mode. */
export const editPath = (formPath: string, id: string) => `${formPath}?id=${encodeURIComponent(id)}`;

/** What a new reservation can be prefilled with (from a contact message, a calendar cell…). */
export interface ReservationPrefill {
  kind?: string;
  itemId?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  guestName?: string;
  guestPhone?: string;
  guestEmail?: string;
  source?: string;
  notes?: string;
}

/** The calendar with the new-reservation form open, prefilled from `prefill` (blank values left out). */
export function newReservationPath(prefill: ReservationPrefill): string {
  const params = new URLSearchParams({ new: '1' });
  for (const [k, v] of Object.entries(prefill)) if (v) params.set(k, v);
  return `${ADMIN_PATHS.bookings}?${params}`;
}
