import { DASHBOARD_RECENT_COUNT } from '@pachmarhi/common/constants';
import type { DashboardData, StatusCounts } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { enquiryCounts } from '../enquiries/enquiries.service';
import { countGalleryImages } from '../gallery/gallery.service';
import type { Inventory } from '../inventory/inventory.component';
import { ROOM, TOUR } from '../inventory/inventory-kinds';
import type { Reservations } from '../reservations/reservations.component';
import { registeredUserCount } from '../users/users.service';

/**
 * Dashboard figures of docs/product.md#records at `now` (booking expiry honoured): totals, status counts, the
 * newest rooms and tours. estimatedRevenue = sum of the prices of all rooms, tours and vehicles (rupees).
 * `reservations`: arrivals, departures, room occupancy, confirmed revenue and open enquiries;
 * `enquiries`: anonymous WhatsApp enquiries per item over the last 30 days.
 */
export async function dashboardStats(db: Db, inventory: Inventory, reservations: Reservations, now: Date): Promise<DashboardData> {
  const [counts, gallery, users, recentRooms, recentTours, bookings, enquiries] = await Promise.all([
    inventory.statusCounts(now),
    countGalleryImages(db),
    registeredUserCount(db),
    inventory.recent(ROOM, DASHBOARD_RECENT_COUNT),
    inventory.recent(TOUR, DASHBOARD_RECENT_COUNT),
    reservations.dashboard(),
    enquiryCounts(db, inventory, now),
  ]);
  const { room: r, tour: t, vehicle: v } = counts;
  const status = ({ available, booked, total }: StatusCounts) => ({ available, booked, total });
  return {
    overview: {
      totalRooms: r.total, totalTours: t.total, totalVehicles: v.total,
      estimatedRevenue: r.revenue + t.revenue + v.revenue,
      totalGalleryImages: gallery, totalUsers: users,
    },
    status: { rooms: status(r), tours: status(t), vehicles: status(v) },
    recent: {
      rooms: recentRooms.map((d) => ({ _id: d._id, name: d.name as string, price: d.price as number })),
      tours: recentTours.map((d) => ({ _id: d._id, title: d.title as string, location: d.location as string, duration: d.duration as string })),
    },
    reservations: bookings,
    enquiries,
  };
}
