/**
 * Rooms, vehicles and tours share one life cycle (create/list/get/update/delete with up to five
 * images, plus a booking hold). Each kind is described here once; one router and one repository
 * serve all three, so the rules cannot drift apart (docs/decisions/002-one-inventory-module.md).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { roomInputSchema } from '@pachmarhi/common/schemas/room';
import { vehicleInputSchema } from '@pachmarhi/common/schemas/vehicle';
import { tourInputSchema } from '@pachmarhi/common/schemas/tour';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { UploadKind } from '../../platform/http/upload-files';

export interface InventoryKind {
  type: ItemKind;
  /** Where its routes live under /api ('/rooms', '/cars', '/v1/tours': docs/api.md). */
  basePath: string;
  /** 'Room', 'Vehicle', 'Tour' — used in messages. */
  label: string;
  /** Field holding the display name ('name', or 'title' for tours). */
  nameField: 'name' | 'title';
  /**
   * Field holding the reservation capacity: identical units (rooms, vehicles; each reservation takes
   * one per date) or seats per departure (tours; reservations take their guests).
   */
  capacityField: 'units' | 'seatsPerDeparture';
  /** Column and multipart field holding the image paths. */
  imageField: 'photos' | 'images';
  uploadKind: UploadKind;
  schema: z.ZodType<Record<string, unknown>>;
  /** Multipart fields that carry JSON (lists and objects). */
  jsonFields: readonly string[];
  /** Turn validated fields into column values (e.g. give itinerary days ids). */
  toValues(fields: Record<string, unknown>): Record<string, unknown>;
  /** Response bodies: docs/product.md gives rooms and vehicles bare arrays, tours `{tours}`. */
  listBody(items: unknown[]): unknown;
  oneBody(item: unknown): unknown;
  savedBody(item: unknown, message: string, status: number): unknown;
}

const identity = (f: Record<string, unknown>) => f;
const dataEnvelope = {
  listBody: (items: unknown[]) => items,
  oneBody: (item: unknown) => item,
  savedBody: (item: unknown, message: string, status: number) => ({ success: true, status, message, data: item }),
};

export const ROOM: InventoryKind = {
  type: 'room',
  basePath: '/rooms',
  label: 'Room',
  nameField: 'name',
  capacityField: 'units',
  imageField: 'photos',
  uploadKind: 'rooms',
  schema: roomInputSchema as never,
  jsonFields: ['features', 'amenities', 'availability', 'specifications', 'policies', 'hi'],
  toValues: identity,
  ...dataEnvelope,
};

export const VEHICLE: InventoryKind = {
  type: 'vehicle',
  basePath: '/cars',
  label: 'Vehicle',
  nameField: 'name',
  capacityField: 'units',
  imageField: 'images',
  uploadKind: 'cars',
  schema: vehicleInputSchema as never,
  jsonFields: ['features', 'specifications', 'availability', 'vehicleInfo', 'rentalTerms', 'hi'],
  toValues: identity,
  ...dataEnvelope,
};

export const TOUR: InventoryKind = {
  type: 'tour',
  basePath: '/v1/tours',
  label: 'Tour',
  nameField: 'title',
  capacityField: 'seatsPerDeparture',
  imageField: 'images',
  uploadKind: 'tours',
  schema: tourInputSchema as never,
  jsonFields: ['inclusions', 'exclusions', 'highlights', 'itinerary', 'departureDates', 'pickupPoints', 'hi'],
  toValues: (f) => ({
    ...f,
    itinerary: (f.itinerary as { _id?: string }[]).map((d) => ({ ...d, _id: d._id || randomUUID() })),
  }),
  listBody: (items) => ({ success: true, tours: items }),
  oneBody: (item) => ({ success: true, tour: item }),
  savedBody: (item, message, status) => ({ success: true, status, message, tour: item, data: item }),
};

/** The three kinds in a fixed order (rooms, vehicles, tours). */
export const INVENTORY_KINDS: readonly InventoryKind[] = [ROOM, VEHICLE, TOUR];

/** The kind description of an ItemKind. */
export const inventoryKind = (type: ItemKind): InventoryKind => INVENTORY_KINDS.find((k) => k.type === type)!;

// A Map, not an object literal: URL text such as 'constructor' or '__proto__' must not find anything.
const BY_SERVICE_TYPE = new Map<string, InventoryKind>([
  ['room', ROOM],
  ['rooms', ROOM],
  ['vehicle', VEHICLE],
  ['vehicles', VEHICLE],
  ['car', VEHICLE],
  ['cars', VEHICLE],
  ['tour', TOUR],
  ['tours', TOUR],
]);

/** The kind named by a booking URL's serviceType (room, vehicle, tour; plurals and car accepted), or undefined. */
export const kindOfServiceType = (serviceType: string): InventoryKind | undefined =>
  BY_SERVICE_TYPE.get(serviceType.toLowerCase());
