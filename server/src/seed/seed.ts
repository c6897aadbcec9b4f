import { galleryInputSchema } from '@pachmarhi/common/schemas/gallery';
import type { Db } from '../platform/db/database';
import { countGalleryImages, insertGalleryImages } from '../modules/gallery/gallery.module';
import { countItems, insertItems, inventoryKind, type InventoryKind } from '../modules/inventory/inventory.module';
import { countExtras, insertExtras } from '../modules/trips/trips.module';
import type { ImageStore } from '../platform/storage/image-store';
import { putImageCopy, type UploadKind } from '../platform/http/upload-files';
import { makeDemoPhotos } from './demo-photos';
import { addDays, nightsBetween } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { DEMO_TODAY, demoGallery, demoRooms, demoTours, demoVehicles } from './demo-content';
import { demoGalleryHi, demoRoomsHi, demoSiteHi, demoVehiclesHi, toursWithHindi, withHindi } from './demo-content-hi';
import { insertSiteHindiIfNone } from '../modules/business/business.module';
import { demoExtras, demoMealPlans } from './demo-extras';
import { seedDemoOperations } from './demo-operations';
import { demoCatalogue } from '../modules/operations/operations.module';

export interface SeedSummary {
  rooms: number;
  tours: number;
  vehicles: number;
  gallery: number;
  /** Extras put into the catalogue (none when it already had some). */
  extras: number;
  /** Drivers and guides added with the demo's week of safaris (docs/api.md#operations). */
  staff: number;
}

/** True when there are no rooms, vehicles, tours or gallery images. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [items, images] = await Promise.all([countItems(db), countGalleryImages(db)]);
  return items === 0 && images === 0;
}

/** `value` with every 'YYYY-MM-DD' string in it moved by `days` days (the demo's dates onto another today). */
function shiftDates<T>(value: T, days: number): T {
  if (typeof value === 'string') return (/^\d{4}-\d{2}-\d{2}$/.test(value) ? addDays(value, days) : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => shiftDates(v, days)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDates(v, days)])) as T;
  return value;
}

/** How the seed's photos are coming along: `done` of `total` photos made (their JPEG and WebP copies). */
export type SeedProgress = (done: number, total: number) => void;

/** A progress line every few photos (and at the last): '[seed] demo photos 10/30'. */
export function seedProgressLog(log: (line: string) => void, every = 5): SeedProgress {
  return (done, total) => {
    if (done % every === 0 || done === total) log(`[seed] demo photos ${done}/${total}`);
  };
}

/** Every photo file the demo content uses (each once), in the seed's folder. */
function demoPhotoFiles(): string[] {
  const [ROOM, TOUR, VEHICLE] = [inventoryKind('room'), inventoryKind('tour'), inventoryKind('vehicle')];
  const of = (kind: InventoryKind, items: Record<string, unknown>[]) =>
    items.flatMap((i) => i[kind.imageField] as string[]);
  return [
    ...new Set([
      ...of(ROOM, demoRooms),
      ...of(TOUR, demoTours),
      ...of(VEHICLE, demoVehicles),
      ...demoGallery.map((g) => g.image),
    ]),
  ];
}

/**
 * Add the Pachmarhi demo content (rooms with their meal plans, tours, Gypsy vehicles, gallery, and
 * the extras when the catalogue has none) with its photos put in
 * the image store. Each photo file is made into its copies (upright JPEG, WebP widths) once, even
 * when several items show it, in a child process (./demo-photos.ts: sharp's memory goes with it),
 * and `progress` hears each one done.
 * All rows go in one transaction; if anything fails, the stored photos are removed and nothing is
 * left behind. Its dates (availability, departures) count from `today`.
 * @param today IST date 'YYYY-MM-DD' (default: today's)
 * @returns how many of each were created
 */
export async function seedDemoContent(
  db: Db,
  images: ImageStore,
  today: string = todayIST(),
  progress: SeedProgress = () => {},
): Promise<SeedSummary> {
  const shift = nightsBetween(DEMO_TODAY, today);
  const dated = <T>(items: T[]): T[] => items.map((item) => shiftDates(item, shift));
  const copied: string[] = [];
  // Every photo is made in one child process (at most one per CPU at a time); items wait for theirs.
  const made = makeDemoPhotos(demoPhotoFiles(), progress);
  const copy = async (kind: UploadKind, files: string[]) => {
    const paths: string[] = [];
    for (const f of files) {
      const p = await putImageCopy(images, kind, await made.get(f)!, (stored) => copied.push(stored));
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
    const [ROOM, TOUR, VEHICLE] = [inventoryKind('room'), inventoryKind('tour'), inventoryKind('vehicle')];
    // Meal plans are the rooms' own column, beside the form's fields.
    const roomRows = (await prepare(ROOM, dated(withHindi(demoRooms, 'name', demoRoomsHi)).reverse())).map((r) => ({
      ...r,
      mealPlans: demoMealPlans[r.name as string] ?? {},
    }));
    const tourRows = await prepare(TOUR, dated(toursWithHindi(demoTours)).reverse());
    const vehicleRows = await prepare(VEHICLE, dated(withHindi(demoVehicles, 'name', demoVehiclesHi)).reverse());
    const galleryRows: (ReturnType<typeof galleryInputSchema.parse> & { imageUrl: string })[] = [];
    for (const g of withHindi(demoGallery, 'image', demoGalleryHi).reverse()) {
      galleryRows.push({ ...galleryInputSchema.parse(g), imageUrl: (await copy('gallery', [g.image]))[0] });
    }
    const addExtras = (await countExtras(db)) === 0;
    let staff = 0;
    await db.transaction(async (tx) => {
      let tick = Date.now() - 60_000 * (roomRows.length + tourRows.length + vehicleRows.length + galleryRows.length);
      const stamp = () => new Date((tick += 60_000));
      for (const [kind, rows] of [
        [ROOM, roomRows],
        [TOUR, tourRows],
        [VEHICLE, vehicleRows],
      ] as const) {
        await insertItems(
          tx,
          kind,
          rows.map((r) => {
            const at = stamp();
            return { ...r, createdAt: at, updatedAt: at };
          }),
        );
      }
      await insertGalleryImages(
        tx,
        galleryRows.map((g) => ({ ...g, uploadDate: stamp() })),
      );
      if (addExtras) await insertExtras(tx, demoExtras);
      await insertSiteHindiIfNone(tx, demoSiteHi);
      const { safari, vehicleIds } = await demoCatalogue(tx);
      if (safari && vehicleIds.length) staff = await seedDemoOperations(tx, today, safari, vehicleIds);
    });
    return {
      rooms: roomRows.length,
      tours: tourRows.length,
      vehicles: vehicleRows.length,
      gallery: galleryRows.length,
      extras: addExtras ? demoExtras.length : 0,
      staff,
    };
  } catch (e) {
    await images.remove(copied);
    throw e;
  }
}
