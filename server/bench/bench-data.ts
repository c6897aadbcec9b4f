/**
 * The benchmark's catalogue: 50 rooms (3 units each), 50 vehicles and 50 tours made from the demo
 * items, and 2,000 room reservations of 1–4 nights over the next 120 days in every status,
 * written straight to the database before the server starts.
 */
import { addDays } from '@pachmarhi/common/pricing/quote';
import type { RateInput } from '@pachmarhi/common/schemas/rates';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../src/platform/db/database';
import { ROOM, TOUR, VEHICLE } from '../src/modules/inventory/inventory-kinds';
import { insertRow } from '../src/modules/inventory/inventory.repository';
import { insertReservation, insertTrips } from '../src/modules/reservations/reservations.repository';
import { demoRooms, demoTours, demoVehicles } from '../src/seed/demo-content';

export const ITEMS_PER_KIND = 50;
export const RESERVATIONS = 2_000;
export const RATE_PERIODS = 200;

/**
 * 200 room rate periods over the next ~580 days from `today`: three in four for one room (each room
 * gets three), one in four for every room; 3–60 days long, some on Fridays and Saturdays only,
 * percent and fixed prices, some minimum stays and closed check-ins. No two share a level and dates.
 */
export function benchRatePeriods(roomIds: string[], today: string): RateInput[] {
  return Array.from({ length: RATE_PERIODS }, (_, i) => {
    const startDate = addDays(today, (i * 11) % 520);
    return {
      name: `Season ${i + 1}`,
      kind: 'room',
      itemId: i % 4 === 0 ? null : roomIds[i % roomIds.length],
      startDate,
      endDate: addDays(startDate, 2 + ((i * 7) % 58)),
      weekdays: i % 5 === 0 ? [5, 6] : null,
      adjustment:
        i % 3 === 0 ? { type: 'fixed', value: 2000 + (i % 10) * 250 } : { type: 'percent', value: -20 + (i % 9) * 10 },
      minNights: i % 6 === 0 ? 2 + (i % 3) : null,
      closedToArrival: i % 17 === 0,
      closedToDeparture: false,
    };
  });
}

/** Insert the catalogue and the reservations. @returns the room ids */
export async function seedBenchData(db: Db): Promise<string[]> {
  const ids: Record<string, string[]> = {};
  for (const [kind, demos, nameField] of [
    [ROOM, demoRooms, 'name'],
    [VEHICLE, demoVehicles, 'name'],
    [TOUR, demoTours, 'title'],
  ] as const) {
    ids[kind.type] = [];
    for (let i = 0; i < ITEMS_PER_KIND; i++) {
      const demo = demos[i % demos.length] as Record<string, unknown>;
      const images = (demo[kind.imageField] as string[]).map((p) => `uploads/${kind.uploadKind}/${p}`);
      const values = {
        ...kind.toValues(kind.schema.parse(demo)),
        [nameField]: `${demo[nameField]} ${i + 1}`,
        [kind.imageField]: images,
      };
      const row = await insertRow(db, kind, kind === ROOM ? { ...values, units: 3 } : values);
      ids[kind.type].push(row.id);
    }
  }
  const rooms = ids[ROOM.type];
  const today = todayIST();
  const statuses = ['confirmed', 'confirmed', 'held', 'enquiry', 'cancelled', 'blocked'] as const;
  for (let i = 0; i < RESERVATIONS; i++) {
    const checkIn = addDays(today, (i * 7) % 120);
    const status = statuses[i % statuses.length];
    const [tripId] = await insertTrips(db, [{ guestName: `Guest ${i}`, guestPhone: '+919876543210' }]);
    await insertReservation(db, {
      tripId,
      kind: 'room',
      itemId: rooms[i % rooms.length],
      checkIn,
      checkOut: addDays(checkIn, 1 + (i % 4)),
      guests: 2,
      status,
      holdExpiresAt: status === 'held' ? new Date(Date.now() + 86_400_000) : null,
      guestName: `Guest ${i}`,
      guestPhone: '+919876543210',
    });
  }
  return rooms;
}

/**
 * The demo catalogue as `npm start` shows it (its rooms, vehicles and tours, once each), without
 * copying its photos into an image store: the pages' HTML is the same, and the bench starts in
 * seconds. For the page rows, whose sizes then match the site's own pages.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  for (const [kind, demos] of [
    [ROOM, demoRooms],
    [VEHICLE, demoVehicles],
    [TOUR, demoTours],
  ] as const) {
    for (const demo of [...demos].reverse() as Record<string, unknown>[]) {
      const images = (demo[kind.imageField] as string[]).map((p) => `uploads/${kind.uploadKind}/${p}`);
      await insertRow(db, kind, { ...kind.toValues(kind.schema.parse(demo)), [kind.imageField]: images });
    }
  }
}
