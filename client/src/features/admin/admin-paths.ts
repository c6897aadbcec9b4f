/** Admin routes of spec §2 (the prefixed form used by the sidebar and navigation). */
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
} as const;

/** Edit URL of a record: the form path with `?id=` so a reload stays in edit mode. */
export const editPath = (formPath: string, id: string) => `${formPath}?id=${encodeURIComponent(id)}`;
