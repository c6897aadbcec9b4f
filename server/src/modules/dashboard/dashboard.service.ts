import { DASHBOARD_RECENT_COUNT } from '@pachmarhi/common/constants';
import type { DashboardData, StatusCounts } from '@pachmarhi/common/types';
import type { Enquiries } from '../enquiries/enquiries.module';
import type { Gallery } from '../gallery/gallery.module';
import { inventoryKind, type Inventory } from '../inventory/inventory.module';
import type { Payments } from '../payments/payments.module';
import type { Reservations } from '../reservations/reservations.module';
import type { Users } from '../users/users.module';
import type { CalendarSync } from '../calendar-sync/calendar-sync.module';

/** The modules the dashboard reads its figures from. */
export interface DashboardDeps {
  inventory: Inventory;
  reservations: Reservations;
  enquiries: Enquiries;
  users: Users;
  gallery: Gallery;
  calendarSync: Pick<CalendarSync, 'figures'>;
  payments: Payments;
}

/**
 * Dashboard figures of docs/product.md#records at `now` (booking expiry honoured): totals, status counts, the
 * newest rooms and tours. estimatedRevenue = sum of the prices of all rooms, tours and vehicles (rupees).
 * `reservations`: arrivals, departures, room occupancy, confirmed revenue and open enquiries (the
 * visitors' enquiries with status new or replied);
 * `money`: deposits awaited, balances due from today's and tomorrow's arrivals, paise received this month;
 * `enquiries`: anonymous WhatsApp enquiries per item over the last 30 days; `calendarSync`: import
 * feeds, failing feeds and open conflicts.
 */
export async function dashboardStats(deps: DashboardDeps, now: Date): Promise<DashboardData> {
  const { inventory } = deps;
  const [counts, gallery, users, recentRooms, recentTours, bookings, enquiries, calendarSync, money, openEnquiries] =
    await Promise.all([
      inventory.statusCounts(now),
      deps.gallery.count(),
      deps.users.registeredCount(),
      inventory.recent(inventoryKind('room'), DASHBOARD_RECENT_COUNT),
      inventory.recent(inventoryKind('tour'), DASHBOARD_RECENT_COUNT),
      deps.reservations.dashboard(),
      deps.enquiries.counts(),
      deps.calendarSync.figures(),
      deps.payments.dashboard(),
      deps.enquiries.openCount(),
    ]);
  const { room: r, tour: t, vehicle: v } = counts;
  const status = ({ available, booked, total }: StatusCounts) => ({ available, booked, total });
  return {
    overview: {
      totalRooms: r.total,
      totalTours: t.total,
      totalVehicles: v.total,
      estimatedRevenue: r.revenue + t.revenue + v.revenue,
      totalGalleryImages: gallery,
      totalUsers: users,
    },
    status: { rooms: status(r), tours: status(t), vehicles: status(v) },
    recent: {
      rooms: recentRooms.map((d) => ({ _id: d._id, name: d.name as string, price: d.price as number })),
      tours: recentTours.map((d) => ({
        _id: d._id,
        title: d.title as string,
        location: d.location as string,
        duration: d.duration as string,
      })),
    },
    reservations: { ...bookings, openEnquiries },
    money,
    enquiries,
    calendarSync,
  };
}
