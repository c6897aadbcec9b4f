import path from 'node:path';
import { count } from 'drizzle-orm';
import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import type { Db } from '../db/database';
import { galleryImages, rooms, tours, vehicles } from '../db/schema';
import { SEED_IMAGES_DIR } from '../paths';
import { ROOM, TOUR, VEHICLE, type InventoryKind } from '../inventory/inventory-kinds';
import { insertRow } from '../inventory/inventory.repository';
import type { ImageStore } from '../storage/image-store';
import { storeImageCopy, type UploadKind } from '../uploads/upload-files';
import { demoGallery, demoRooms, demoTours, demoVehicles } from './demo-content';

export interface SeedSummary {
  rooms: number;
  tours: number;
  vehicles: number;
  gallery: number;
}

/** True when there are no rooms, vehicles, tours or gallery images. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all([rooms, vehicles, tours, galleryImages].map((t) => db.select({ n: count() }).from(t)));
  return counts.every(([r]) => r.n === 0);
}

/**
 * Add the Pachmarhi demo content (rooms, tours, Gypsy vehicles, gallery) with its photos put in
 * the image store. All rows go in one transaction; if anything fails, the stored photos are
 * removed and nothing is left behind.
 * @returns how many of each were created
 */
export async function seedDemoContent(db: Db, images: ImageStore): Promise<SeedSummary> {
  const copied: string[] = [];
  const copy = async (kind: UploadKind, files: string[]) => {
    const paths: string[] = [];
    for (const f of files) {
      const p = await storeImageCopy(images, kind, path.join(SEED_IMAGES_DIR, f));
      copied.push(p);
      paths.push(p);
    }
    return paths;
  };
  try {
    // Validate everything and store the photos before opening the transaction (I/O stays out of it).
    const prepare = async (kind: InventoryKind, items: Record<string, unknown>[]) => {
      const out: Record<string, unknown>[] = [];
      for (const item of items) {
        const files = item[kind.imageField] as string[];
        out.push({ ...kind.toValues(kind.schema.parse(item)), [kind.imageField]: await copy(kind.uploadKind, files) });
      }
      return out;
    };
    // Oldest first, so the first demo item is the newest and leads the lists.
    const roomRows = await prepare(ROOM, [...demoRooms].reverse());
    const tourRows = await prepare(TOUR, [...demoTours].reverse());
    const vehicleRows = await prepare(VEHICLE, [...demoVehicles].reverse());
    const galleryRows: (ReturnType<typeof galleryInputSchema.parse> & { imageUrl: string })[] = [];
    for (const g of [...demoGallery].reverse()) {
      galleryRows.push({ ...galleryInputSchema.parse(g), imageUrl: (await copy('gallery', [g.image]))[0] });
    }
    await db.transaction(async (tx) => {
      let tick = Date.now() - 60_000 * (roomRows.length + tourRows.length + vehicleRows.length + galleryRows.length);
      const stamp = () => new Date((tick += 60_000));
      for (const [kind, rows] of [[ROOM, roomRows], [TOUR, tourRows], [VEHICLE, vehicleRows]] as const) {
        for (const r of rows) {
          const at = stamp();
          await insertRow(tx, kind, { ...r, createdAt: at, updatedAt: at });
        }
      }
      for (const g of galleryRows) await tx.insert(galleryImages).values({ ...g, uploadDate: stamp() });
    });
    return { rooms: roomRows.length, tours: tourRows.length, vehicles: vehicleRows.length, gallery: galleryRows.length };
  } catch (e) {
    await images.remove(copied);
    throw e;
  }
}
