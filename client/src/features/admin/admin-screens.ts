import { ACCESS_ROLES } from '@pachmarhi/common/staff-access';
import { ADMIN_PATH_PREFIX } from '@pachmarhi/common/routes';
import type { IconName } from '@/features/admin/shared/components/icons';
import type admin from '@/i18n/locales/en/admin.json';

/** A label of the sidebar (a key of the admin texts' `sidebar`). */
type SidebarKey = keyof typeof admin.sidebar;

/** One back-office screen: its URL, its page module and its place in the sidebar. */
export interface AdminScreen {
  /** The path under /admin ('' for the dashboard at /admin itself). */
  path: string;
  /** The page module under features/admin, loaded as its own chunk when the screen opens. */
  page: `${string}/routes/${string}-page.tsx`;
  /** The sidebar group the link sits in (its title is `sidebar.<group>`). */
  group: SidebarKey;
  /** The link's label (`sidebar.<navKey>`). */
  navKey: SidebarKey;
  icon: IconName;
  /** The account roles that see the screen in the sidebar and may open it (docs/product.md#roles). */
  roles: readonly number[];
  /** False for a screen opened from another (a trip from the trips list): routed, never in the sidebar. */
  inNav?: false;
}

/** Screens only the owner (role 1) opens; the server guards their calls the same (common/src/staff-access.ts). */
const ADMIN_ONLY = ACCESS_ROLES.owner;
/** Screens the front desk (role 3) opens too. */
const DESK = ACCESS_ROLES.desk;
/** Screens the accountant (role 4) opens too: the money reads. */
const MONEY = ACCESS_ROLES.money;

/**
 * Every admin screen of docs/product.md#screens, in sidebar order: the one list the routes
 * (app/routes/admin.tsx) and the sidebar are built from.
 */
export const ADMIN_SCREENS = {
  today: {
    path: 'today',
    page: 'front-desk/routes/today-page.tsx',
    group: 'overview',
    navKey: 'today',
    icon: 'calendar',
    roles: DESK,
  },
  outbox: {
    path: 'outbox',
    page: 'message-plan/routes/outbox-page.tsx',
    group: 'overview',
    navKey: 'outbox',
    icon: 'inbox',
    roles: DESK,
  },
  housekeeping: {
    path: 'housekeeping',
    page: 'housekeeping/routes/housekeeping-page.tsx',
    group: 'overview',
    navKey: 'housekeeping',
    icon: 'bed',
    roles: DESK,
  },
  dashboard: {
    path: '',
    page: 'dashboard/routes/dashboard-page.tsx',
    group: 'overview',
    navKey: 'dashboard',
    icon: 'dashboard',
    roles: ADMIN_ONLY,
  },
  reports: {
    path: 'reports',
    page: 'reports/routes/reports-page.tsx',
    group: 'overview',
    navKey: 'reports',
    icon: 'chart',
    roles: MONEY,
  },
  bookings: {
    path: 'bookings',
    page: 'reservations/routes/bookings-page.tsx',
    group: 'bookings',
    navKey: 'calendar',
    icon: 'calendar',
    roles: DESK,
  },
  reservations: {
    path: 'reservations',
    page: 'reservations/routes/reservations-page.tsx',
    group: 'bookings',
    navKey: 'reservations',
    icon: 'list',
    roles: DESK,
  },
  trips: {
    path: 'trips',
    page: 'trips/routes/trips-page.tsx',
    group: 'bookings',
    navKey: 'trips',
    icon: 'list',
    roles: DESK,
  },
  trip: {
    path: 'trips/:id',
    page: 'trips/routes/trip-page.tsx',
    group: 'bookings',
    navKey: 'trips',
    icon: 'list',
    roles: DESK,
    inNav: false,
  },
  operations: {
    path: 'operations',
    page: 'operations/routes/operations-page.tsx',
    group: 'fleet',
    navKey: 'operations',
    icon: 'car',
    roles: DESK,
  },
  driversGuides: {
    path: 'drivers-guides',
    page: 'operations/routes/drivers-guides-page.tsx',
    group: 'fleet',
    navKey: 'driversGuides',
    icon: 'users',
    roles: ADMIN_ONLY,
  },
  parkClosures: {
    path: 'park-closures',
    page: 'operations/routes/park-closures-page.tsx',
    group: 'fleet',
    navKey: 'parkClosures',
    icon: 'lock',
    roles: ADMIN_ONLY,
  },
  enquiries: {
    path: 'enquiries',
    page: 'enquiries/routes/enquiries-page.tsx',
    group: 'bookings',
    navKey: 'enquiries',
    icon: 'mail',
    roles: ADMIN_ONLY,
  },
  roomForm: {
    path: 'RoomForm',
    page: 'rooms/routes/room-form-page.tsx',
    group: 'rooms',
    navKey: 'addRooms',
    icon: 'bed',
    roles: ADMIN_ONLY,
  },
  rooms: {
    path: 'RoomManagement',
    page: 'rooms/routes/room-management-page.tsx',
    group: 'rooms',
    navKey: 'manageRooms',
    icon: 'list',
    roles: ADMIN_ONLY,
  },
  vehicleForm: {
    path: 'vehicle',
    page: 'vehicles/routes/vehicle-form-page.tsx',
    group: 'gypsy',
    navKey: 'addGypsy',
    icon: 'car',
    roles: ADMIN_ONLY,
  },
  vehicles: {
    path: 'vehicleTable',
    page: 'vehicles/routes/vehicle-management-page.tsx',
    group: 'gypsy',
    navKey: 'manageGypsy',
    icon: 'list',
    roles: ADMIN_ONLY,
  },
  tourForm: {
    path: 'tour',
    page: 'tours/routes/tour-form-page.tsx',
    group: 'tours',
    navKey: 'addTour',
    icon: 'map',
    roles: ADMIN_ONLY,
  },
  tours: {
    path: 'managetour',
    page: 'tours/routes/tour-management-page.tsx',
    group: 'tours',
    navKey: 'manageTour',
    icon: 'list',
    roles: ADMIN_ONLY,
  },
  gallery: {
    path: 'gallery',
    page: 'gallery/routes/gallery-page.tsx',
    group: 'site',
    navKey: 'galleryManagement',
    icon: 'image',
    roles: ADMIN_ONLY,
  },
  weekendPricing: {
    path: 'weekend-pricing',
    page: 'weekend-pricing/routes/weekend-pricing-page.tsx',
    group: 'site',
    navKey: 'weekendPricing',
    icon: 'tag',
    roles: ADMIN_ONLY,
  },
  rates: {
    path: 'rates',
    page: 'rates/routes/rates-page.tsx',
    group: 'site',
    navKey: 'rates',
    icon: 'rupee',
    roles: ADMIN_ONLY,
  },
  business: {
    path: 'business',
    page: 'business/routes/business-page.tsx',
    group: 'site',
    navKey: 'business',
    icon: 'rupee',
    roles: ADMIN_ONLY,
  },
  messages: {
    path: 'messages',
    page: 'messages/routes/messages-page.tsx',
    group: 'site',
    navKey: 'messages',
    icon: 'mail',
    roles: ADMIN_ONLY,
  },
  messagePlan: {
    path: 'message-plan',
    page: 'message-plan/routes/message-plan-page.tsx',
    group: 'site',
    navKey: 'messagePlan',
    icon: 'calendar',
    roles: ADMIN_ONLY,
  },
  messageTemplates: {
    path: 'message-templates',
    page: 'message-templates/routes/message-templates-page.tsx',
    group: 'site',
    navKey: 'messageTemplates',
    icon: 'edit',
    roles: ADMIN_ONLY,
  },
  staff: {
    path: 'staff',
    page: 'staff/routes/staff-page.tsx',
    group: 'people',
    navKey: 'staff',
    icon: 'users',
    roles: ADMIN_ONLY,
  },
  notifications: {
    path: 'notifications',
    page: 'message-plan/routes/notifications-page.tsx',
    group: 'people',
    navKey: 'notifications',
    icon: 'star',
    roles: DESK,
  },
  activity: {
    path: 'activity',
    page: 'activity/routes/activity-page.tsx',
    group: 'people',
    navKey: 'activity',
    icon: 'list',
    roles: ADMIN_ONLY,
  },
  dataRequests: {
    path: 'data-requests',
    page: 'data-requests/routes/data-requests-page.tsx',
    group: 'people',
    navKey: 'dataRequests',
    icon: 'lock',
    roles: ADMIN_ONLY,
  },
} as const satisfies Record<string, AdminScreen>;

/** The screens an account of `role` may open, in sidebar order (`all`: with those not in the sidebar). */
export function screensFor(role: number, all = false): [AdminScreenId, AdminScreen][] {
  return (Object.entries(ADMIN_SCREENS) as [AdminScreenId, AdminScreen][]).filter(
    ([, screen]) => screen.roles.includes(role) && (all || screen.inNav !== false),
  );
}

/** The name of an admin screen ('rooms', 'tourForm'…). */
export type AdminScreenId = keyof typeof ADMIN_SCREENS;

/** The full URL of each admin screen ('/admin', '/admin/RoomManagement'…), for links and navigation. */
export const ADMIN_PATHS = Object.fromEntries(
  Object.entries(ADMIN_SCREENS).map(([id, { path }]) => [
    id,
    path ? `${ADMIN_PATH_PREFIX}/${path}` : ADMIN_PATH_PREFIX,
  ]),
) as Record<AdminScreenId, string>;

/** Edit URL of a record: the form path with `?id=` so a reload stays in edit mode. */
export const editPath = (formPath: string, id: string) => `${formPath}?id=${encodeURIComponent(id)}`;

/** The trip screen of trip `id` ('/admin/trips/<id>'). */
export const tripPath = (id: string) => `${ADMIN_PATH_PREFIX}/trips/${encodeURIComponent(id)}`;

/** The reservations list with one stay's dialog open (its money, register and history). */
export const stayPath = (id: string) => `${ADMIN_PATHS.reservations}?open=${encodeURIComponent(id)}`;

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
  /** Made from a visitor's enquiry: its id, reference ('XARE') and the total it quoted (rupees, as text). */
  enquiryId?: string;
  enquiryReference?: string;
  quotedTotal?: string;
}

/** The calendar with the new-reservation form open, prefilled from `prefill` (blank values left out). */
export function newReservationPath(prefill: ReservationPrefill): string {
  const params = new URLSearchParams({ new: '1' });
  for (const [k, v] of Object.entries(prefill)) if (v) params.set(k, v);
  return `${ADMIN_PATHS.bookings}?${params}`;
}
