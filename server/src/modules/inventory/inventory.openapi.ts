/**
 * Rooms (/api/rooms), vehicles (/api/cars), tours (/api/v1/tours) and their booking holds (/api/bookings) in the
 * API reference (docs/api.md#rooms … #bookings). Paths, labels, form fields and image fields come from the kind
 * descriptions the routes use (./inventory-kinds.ts).
 */
import { z } from 'zod';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { MAX_IMAGES } from '@pachmarhi/common/constants';
import { instant } from '@pachmarhi/common/schemas/record-fields';
import { roomSchema, tourSchema, vehicleSchema } from '@pachmarhi/common/schemas/records';
import { done, idPath, withData } from '../../platform/http/openapi/envelopes';
import { json, operation, type ApiPaths } from '../../platform/http/openapi/operation';
import { INVENTORY_KINDS, type InventoryKind } from './inventory-kinds';
import { imageOrderSchema, keptImagesSchema } from './inventory.routes';
import { toggleSchema } from './hold.routes';

const TAGS: Record<ItemKind, string> = { room: 'Rooms', vehicle: 'Vehicles (Gypsy)', tour: 'Tours' };

/** The kinds' answers: rooms and vehicles bare records and `data`, tours `{success, tour(s)}` (docs/product.md). */
const BODIES: Record<ItemKind, { list: z.ZodType; one: z.ZodType; saved: (status: 200 | 201) => z.ZodType }> = {
  room: {
    list: z.array(roomSchema),
    one: roomSchema,
    saved: (status) =>
      z.object({ success: z.literal(true), status: z.literal(status), message: z.string(), data: roomSchema }),
  },
  vehicle: {
    list: z.array(vehicleSchema),
    one: vehicleSchema,
    saved: (status) =>
      z.object({ success: z.literal(true), status: z.literal(status), message: z.string(), data: vehicleSchema }),
  },
  tour: {
    list: z.object({ success: z.literal(true), tours: z.array(tourSchema) }),
    one: z.object({ success: z.literal(true), tour: tourSchema }),
    saved: (status) =>
      z.object({
        success: z.literal(true),
        status: z.literal(status),
        message: z.string(),
        tour: tourSchema,
        data: tourSchema,
      }),
  },
};

/** How the public reads choose their language (common/src/i18n/content.ts). */
const ONE_LANGUAGE =
  "In the request's language (`?lang=hi`, else `Accept-Language`): a Hindi text where the owner wrote one, else the English; no `hi` member.";

const UPLOAD_RULES = `Images only, checked by their bytes (JPEG, PNG, WebP, GIF, AVIF); at most ${MAX_IMAGES} counting kept ones; each stored as a JPEG fallback plus WebP variants. A refused request leaves no file behind.`;

function kindPaths(kind: InventoryKind): ApiPaths {
  const tag = TAGS[kind.type];
  const base = `/api${kind.basePath}`;
  const noun = kind.label.toLowerCase();
  const body = BODIES[kind.type];
  const form = (extra: boolean) => ({
    schema: kind.schema as unknown as z.ZodObject,
    jsonFields: kind.jsonFields,
    files: { field: kind.imageField, max: MAX_IMAGES },
    ...(extra
      ? {
          extraFields: {
            existingImages: {
              json: true,
              schema: keptImagesSchema.optional().meta({
                description:
                  'The image paths to keep (JSON list); left out, every image is kept. New files are appended unless `imageOrder` says otherwise.',
              }),
            },
            imageOrder: {
              json: true,
              schema: imageOrderSchema.optional().meta({
                description:
                  "The order of the result's images, cover first (JSON list naming every one once): a kept path, or `new:<i>` for this request's i-th file (from 0).",
              }),
            },
          },
        }
      : {}),
  });
  const notFound = `Unknown ${noun} (also a non-UUID id)`;
  const inLanguage = ONE_LANGUAGE;
  return {
    [`${base}/get`]: {
      get: operation({
        tag,
        summary: `Every ${noun}, newest first`,
        description: `Weak \`ETag\` (304 on \`If-None-Match\`), gzip when accepted. ${inLanguage}`,
        responses: {
          200: json(body.list, `The ${noun}s`),
          304: { description: 'Unchanged since the `If-None-Match` ETag' },
        },
      }),
    },
    [`${base}/get/{id}`]: {
      get: operation({
        tag,
        summary: `One ${noun}`,
        description: inLanguage,
        path: idPath(noun),
        responses: { 200: json(body.one, `The ${noun}`) },
        errors: { 404: notFound },
      }),
    },
    [`${base}/admin/{id}`]: {
      get: operation({
        tag,
        summary: `One ${noun} in both languages, for its form`,
        auth: 'admin',
        description: 'The English fields and their Hindi under `hi`, as stored.',
        path: idPath(noun),
        responses: { 200: json(body.one, `The ${noun}`) },
        errors: { 404: notFound },
      }),
    },
    [`${base}/slug/{slug}`]: {
      get: operation({
        tag,
        summary: `One ${noun} by its URL name`,
        description: `Answers to the slug now or before a rename: compare the record's \`slug\`. Weak \`ETag\` (304 on \`If-None-Match\`), gzip when accepted. ${inLanguage}`,
        path: z.object({ slug: z.string().meta({ description: 'e.g. `deluxe-valley-room`' }) }),
        responses: {
          200: json(body.one, `The ${noun}`),
          304: { description: 'Unchanged since the `If-None-Match` ETag' },
        },
        errors: { 404: `No ${noun} has or had this slug` },
      }),
    },
    [`${base}/create`]: {
      post: operation({
        tag,
        summary: `Create a ${noun}`,
        auth: 'admin',
        description: `Multipart: lists and objects as JSON parts. ${UPLOAD_RULES}`,
        multipart: form(false),
        responses: { 201: json(body.saved(201), 'Created') },
      }),
    },
    [`${base}/update/{id}`]: {
      put: operation({
        tag,
        summary: `Update a ${noun}`,
        auth: 'admin',
        description: `Multipart as create, plus \`existingImages\` and \`imageOrder\`. ${UPLOAD_RULES}`,
        path: idPath(noun),
        multipart: form(true),
        responses: { 200: json(body.saved(200), 'Updated') },
        errors: { 404: notFound },
      }),
    },
    [`${base}/delete/{id}`]: {
      delete: operation({
        tag,
        summary: `Delete a ${noun}`,
        auth: 'admin',
        description: 'Its images are deleted too.',
        path: idPath(noun),
        responses: { 200: json(done(), 'Deleted') },
        errors: { 404: notFound, 409: 'It has upcoming held or confirmed reservations' },
      }),
    },
  };
}

const serviceType = z.object({
  serviceType: z
    .enum(['room', 'vehicle', 'tour', 'rooms', 'vehicles', 'tours', 'car', 'cars'])
    .meta({ description: 'The kind (any case); anything else is a 400' }),
  id: z.uuid().meta({ description: "The item's _id (anything else is a 404)" }),
});
const holdState = z.object({ isBooked: z.boolean(), expiresAt: instant().nullable() });

const bookingPaths: ApiPaths = {
  '/api/bookings/{serviceType}/{id}/toggle': {
    put: operation({
      tag: 'Bookings',
      summary: 'Mark as booked, or cancel',
      auth: 'admin',
      path: serviceType,
      description:
        'Booking sets `expiresAt` = now + BOOKING_HOLD_HOURS (default 24 h); cancelling clears it; `isBooked` left out flips it. Separate from reservations by date.',
      body: toggleSchema,
      bodyOptional: true,
      responses: {
        200: json(z.object({ success: z.literal(true), message: z.string(), data: holdState }), 'The hold now'),
      },
      errors: { 400: 'Unknown service type, or `isBooked` not true or false', 404: 'Unknown item' },
    }),
  },
  '/api/bookings/{serviceType}/{id}/status': {
    get: operation({
      tag: 'Bookings',
      summary: 'Whether an item is marked as booked',
      description: '`isBooked` is false (and `expiresAt` null) once the hold has expired.',
      path: serviceType,
      responses: { 200: json(withData(holdState), 'The hold now') },
      errors: { 400: 'Unknown service type', 404: 'Unknown item' },
    }),
  },
};

export const inventoryApi: ApiPaths = Object.assign({}, ...INVENTORY_KINDS.map(kindPaths), bookingPaths);
