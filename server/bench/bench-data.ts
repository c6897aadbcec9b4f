/**
 * The benchmark's catalogue: 50 rooms (3 units each), 50 vehicles and 50 tours made from the demo
 * items, and 2,000 room reservations of 1–4 nights over the next 120 days in every status,
 * written straight to the database before the server starts.
 */
import { addDays } from '@pachmarhi/common/quote';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../src/db/database';
import { ROOM, TOUR, VEHICLE } from '../src/inventory/inventory-kinds';
import { insertRow } from '../src/inventory/inventory.repository';
import { insertReservation } from '../src/reservations/reservations.repository';
import { demoRooms, demoTours, demoVehicles } from '../src/seed/demo-content';

export const ITEMS_PER_KIND = 50;
export const RESERVATIONS = 2_000;

/** Insert the catalogue and the reservations. @returns the room ids */
export async function seedBenchData(db: Db): Promise<string[]> {
  const ids: Record<string, string[]> = {};
  for (const [kind, demos, nameField] of [[ROOM, demoRooms, 'name'], [VEHICLE, demoVehicles, 'name'], [TOUR, demoTours, 'title']] as const) {
    ids[kind.type] = [];
    for (let i = 0; i < ITEMS_PER_KIND; i++) {
      const demo = demos[i % demos.length] as Record<string, unknown>;
      const images = (demo[kind.imageField] as string[]).map((p) => `uploads/${kind.uploadKind}/${p}`);
      const values = { ...kind.toValues(kind.schema.parse(demo)), [nameField]: `${demo[nameField]} ${i + 1}`, [kind.imageField]: images };
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
    await insertReservation(db, {
      kind: 'room', itemId: rooms[i % rooms.length], checkIn, checkOut: addDays(checkIn, 1 + (i % 4)), guests: 2, status,
      holdExpiresAt: status === 'held' ? new Date(Date.now() + 86_400_000) : null, guestName: `Guest ${i}`, guestPhone: '+919876543210',
    });
  }
  return rooms;
}
