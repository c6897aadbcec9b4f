import { count, desc, sql } from 'drizzle-orm';
import { DASHBOARD_RECENT_COUNT } from '@pachmarhi/common/constants';
import type { DashboardData, StatusCounts } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { galleryImages, rooms, tours, vehicles } from '../db/schema';
import { countRegisteredUsers } from '../users/users.repository';

type Table = typeof rooms | typeof tours | typeof vehicles;

/**
 * Counts for one inventory table at `now`: booked = an unexpired hold or status 'Booked';
 * available = status 'Available' and not booked. Also the sum of prices (rupees).
 */
async function statusOf(db: Db, t: Table, now: Date): Promise<StatusCounts & { revenue: number }> {
  const held = sql`(${t.isBooked} and ${t.bookingExpiresAt} > ${now.toISOString()}::timestamptz)`;
  const booked = sql`(${held} or ${t.status} = 'Booked')`;
  const [r] = await db
    .select({
      total: count(),
      booked: sql<number>`count(*) filter (where ${booked})`.mapWith(Number),
      available: sql<number>`count(*) filter (where ${t.status} = 'Available' and not ${held})`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${t.price}), 0)`.mapWith(Number),
    })
    .from(t as typeof rooms);
  return r;
}

/**
 * Dashboard figures of spec §3, computed from the database at `now` (booking expiry honoured).
 * estimatedRevenue = sum of the prices of all rooms, tours and vehicles (rupees).
 */
export async function dashboardStats(db: Db, now: Date): Promise<DashboardData> {
  const [r, t, v, [gallery], users, recentRooms, recentTours] = await Promise.all([
    statusOf(db, rooms, now),
    statusOf(db, tours, now),
    statusOf(db, vehicles, now),
    db.select({ n: count() }).from(galleryImages),
    countRegisteredUsers(db),
    db.select({ _id: rooms.id, name: rooms.name, price: rooms.price }).from(rooms).orderBy(desc(rooms.createdAt), desc(rooms.id)).limit(DASHBOARD_RECENT_COUNT),
    db.select({ _id: tours.id, title: tours.title, location: tours.location, duration: tours.duration }).from(tours).orderBy(desc(tours.createdAt), desc(tours.id)).limit(DASHBOARD_RECENT_COUNT),
  ]);
  const counts = ({ available, booked, total }: StatusCounts) => ({ available, booked, total });
  return {
    overview: {
      totalRooms: r.total, totalTours: t.total, totalVehicles: v.total,
      estimatedRevenue: r.revenue + t.revenue + v.revenue,
      totalGalleryImages: gallery.n, totalUsers: users,
    },
    status: { rooms: counts(r), tours: counts(t), vehicles: counts(v) },
    recent: { rooms: recentRooms, tours: recentTours },
  };
}
