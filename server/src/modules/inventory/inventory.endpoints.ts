/**
 * Rooms (/api/rooms), vehicles (/api/cars), tours (/api/v1/tours) and their booking holds
 * (/api/bookings), docs/api.md#rooms … #bookings; one declaration per endpoint
 * (docs/decisions/024-one-declaration-per-endpoint.md). Each kind has the same endpoints, made from
 * its description (./inventory-kinds.ts: paths, labels, form and image fields): the public list (from
 * the list cache; also answered ahead of the stack by `publicListsRouter`), one item by id or by slug
 * (the pages read these in process too), in the request's language; for the owner the item in both
 * languages, and create, update (multipart, up to five images; answers in both languages) and delete.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { MAX_IMAGES } from '@pachmarhi/common/constants';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import { SLUG } from '@pachmarhi/common/routes';
import { safeText } from '@pachmarhi/common/schemas/fields';
import { instant } from '@pachmarhi/common/schemas/record-fields';
import { roomSchema, tourSchema, vehicleSchema } from '@pachmarhi/common/schemas/records';
import { AppError, notFound, validate } from '../../platform/errors/app-error';
import { endpointReads, endpointsOf } from '../../platform/http/endpoints';
import { idParam, parseJsonFields, requestLang, uuidOf } from '../../platform/http/http';
import { done, idPath, withData } from '../../platform/http/openapi/envelopes';
import { json, type Multipart } from '../../platform/http/openapi/operation';
import { sendPublicAnswer } from '../../platform/http/public-read';
import type { RouteContext } from '../../platform/http/route-context';
import { commitRequestUploads, imageUpload, uploadedImagePaths } from '../../platform/http/upload-files';
import { INVENTORY_KINDS, kindOfServiceType, type InventoryKind } from './inventory-kinds';
import type { Inventory } from './inventory.module';

/** What the inventory endpoints are given. */
export interface InventoryEndpointDeps {
  inventory: Inventory;
}

const endpoint = endpointsOf<InventoryEndpointDeps>();

/** `existingImages` of an update. */
const keptImagesSchema = z.array(safeText('image', 300)).max(MAX_IMAGES * 4);

/** `imageOrder` of an update: kept paths and 'new:<i>' tokens, cover first (common/image-order). */
const imageOrderSchema = z.array(safeText('image', 300)).max(MAX_IMAGES * 2);

/** Body of PUT /api/bookings/…/toggle. */
const toggleSchema = z.object({
  isBooked: z.boolean({ error: ruleMessage('notBoolean', { field: 'isBooked' }) }).optional(),
});

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

const UNCHANGED = { description: 'Unchanged since the `If-None-Match` ETag' };

/** The multipart form of a create, or of an update (`extra`: the kept images and their order). */
function form(kind: InventoryKind, extra: boolean): Multipart {
  return {
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
  };
}

/** The kind's text fields of a multipart body (lists and objects arrive as JSON). @throws AppError 400 */
const fieldsOf = (kind: InventoryKind, body: unknown) =>
  validate(kind.schema, parseJsonFields((body ?? {}) as Record<string, unknown>, kind.jsonFields));

/** The image upload of a create or update: an update's unknown id (404), then the fields (400), before any image is decoded. */
const upload = (kind: InventoryKind, http: RouteContext, inventory: Inventory): RequestHandler[] =>
  imageUpload({
    store: http.images,
    uploadsDir: http.config.uploadsDir,
    kind: kind.uploadKind,
    field: kind.imageField,
    maxFiles: MAX_IMAGES,
    maxBytes: http.config.maxUploadBytes,
    checkFields: async (req) => {
      if (req.params.id !== undefined) await inventory.get(kind, idParam(req, kind.label));
      fieldsOf(kind, req.body);
    },
  });

/** The endpoints of one kind, under /api<basePath>. */
function kindEndpoints(kind: InventoryKind) {
  const tag = TAGS[kind.type];
  const base = `/api${kind.basePath}`;
  const noun = kind.label.toLowerCase();
  const body = BODIES[kind.type];
  const itemId = { params: idPath(noun), notFound: kind.label };
  const unknown = `Unknown ${noun} (also a non-UUID id)`;
  const vary = { Vary: 'Accept-Language' };
  return [
    endpoint({
      method: 'get',
      path: `${base}/get`,
      tag,
      summary: `Every ${noun}, newest first`,
      description: `Weak \`ETag\` (304 on \`If-None-Match\`), gzip when accepted. ${ONE_LANGUAGE}`,
      headers: { 'Cache-Control': 'no-store', ...vary },
      responses: { 200: json(body.list, `The ${noun}s`), 304: UNCHANGED },
      read: async ({ lang }, { inventory }) => ({ cached: await inventory.list(kind, lang) }),
    }),
    endpoint({
      method: 'get',
      path: `${base}/get/:id`,
      tag,
      summary: `One ${noun}`,
      description: ONE_LANGUAGE,
      ...itemId,
      headers: vary,
      responses: { 200: json(body.one, `The ${noun}`) },
      errors: { 404: unknown },
      read: async ({ params, lang }, { inventory }) => ({
        json: kind.oneBody(await inventory.get(kind, params.id, lang)),
      }),
    }),
    endpoint({
      method: 'get',
      path: `${base}/admin/:id`,
      tag,
      summary: `One ${noun} in both languages, for its form`,
      auth: 'admin',
      description: 'The English fields and their Hindi under `hi`, as stored.',
      ...itemId,
      responses: { 200: json(body.one, `The ${noun}`) },
      errors: { 404: unknown },
      handle: async ({ params }, { inventory }) => kind.oneBody(await inventory.get(kind, params.id)),
    }),
    // The page of '/rooms/:slug' and the like: the item by its current or an old slug (compare `slug`).
    endpoint({
      method: 'get',
      path: `${base}/slug/:slug`,
      tag,
      summary: `One ${noun} by its URL name`,
      description: `Answers to the slug now or before a rename: compare the record's \`slug\`. Weak \`ETag\` (304 on \`If-None-Match\`), gzip when accepted. ${ONE_LANGUAGE}`,
      params: z.object({ slug: z.string().meta({ description: 'e.g. `deluxe-valley-room`' }) }),
      headers: vary,
      responses: { 200: json(body.one, `The ${noun}`), 304: UNCHANGED },
      errors: { 404: `No ${noun} has or had this slug` },
      read: async ({ params, lang }, { inventory }) => {
        const slug = params.slug.toLowerCase();
        if (!SLUG.test(slug)) throw notFound(kind.label);
        return { cached: await inventory.bySlug(kind, slug, lang) };
      },
    }),
    endpoint({
      method: 'post',
      path: `${base}/create`,
      tag,
      summary: `Create a ${noun}`,
      auth: 'admin',
      description: `Multipart: lists and objects as JSON parts. ${UPLOAD_RULES}`,
      multipart: form(kind, false),
      use: (http, { inventory }) => upload(kind, http, inventory),
      status: 201,
      responses: { 201: json(body.saved(201), 'Created') },
      handle: async ({ req }, { inventory }) => {
        const item = await inventory.create(kind, fieldsOf(kind, req.body), uploadedImagePaths(req));
        commitRequestUploads(req);
        return kind.savedBody(item, `${kind.label} created successfully`, 201);
      },
    }),
    endpoint({
      method: 'put',
      path: `${base}/update/:id`,
      tag,
      summary: `Update a ${noun}`,
      auth: 'admin',
      description: `Multipart as create, plus \`existingImages\` and \`imageOrder\`. ${UPLOAD_RULES}`,
      ...itemId,
      multipart: form(kind, true),
      use: (http, { inventory }) => upload(kind, http, inventory),
      responses: { 200: json(body.saved(200), 'Updated') },
      errors: { 404: unknown },
      handle: async ({ params: { id }, req }, { inventory }) => {
        await inventory.get(kind, id); // an unknown id is a 404 whatever the body holds
        const fields = parseJsonFields((req.body ?? {}) as Record<string, unknown>, ['existingImages', 'imageOrder']);
        const keep =
          fields.existingImages === undefined ? undefined : validate(keptImagesSchema, fields.existingImages);
        const order = fields.imageOrder === undefined ? undefined : validate(imageOrderSchema, fields.imageOrder);
        const item = await inventory.update(kind, id, fieldsOf(kind, req.body), keep, uploadedImagePaths(req), order);
        commitRequestUploads(req);
        return kind.savedBody(item, `${kind.label} updated successfully`, 200);
      },
    }),
    endpoint({
      method: 'delete',
      path: `${base}/delete/:id`,
      tag,
      summary: `Delete a ${noun}`,
      auth: 'admin',
      description: 'Its images are deleted too.',
      ...itemId,
      responses: { 200: json(done(), 'Deleted') },
      errors: { 404: unknown, 409: 'It has upcoming held or confirmed reservations' },
      handle: async ({ params }, { inventory }) => {
        await inventory.remove(kind, params.id);
        return { success: true, message: `${kind.label} deleted successfully` };
      },
    }),
  ];
}

const serviceItem = z.object({
  serviceType: z
    .enum(['room', 'vehicle', 'tour', 'rooms', 'vehicles', 'tours', 'car', 'cars'])
    .meta({ description: 'The kind (any case); anything else is a 400' }),
  id: z.uuid().meta({ description: "The item's _id (anything else is a 404)" }),
});
const holdState = z.object({ isBooked: z.boolean(), expiresAt: instant().nullable() });

/** The kind and id a booking hold's path names (any case; plurals and `car` too). */
interface ServiceItem {
  kind: InventoryKind;
  id: string;
}

/**
 * Reads a booking path's kind and item id into `res.locals.item`, ahead of the body's validation.
 * @throws AppError 400 when `serviceType` names no kind, 404 '<Kind> not found' for a malformed id
 */
const serviceItemOf: RequestHandler = (req, res, next) => {
  const serviceType = String(req.params.serviceType);
  const kind = kindOfServiceType(serviceType);
  if (!kind) throw new AppError(400, `Unknown service type '${serviceType}'. Use room, vehicle or tour.`);
  res.locals.item = { kind, id: uuidOf(req.params.id, kind.label) } satisfies ServiceItem;
  next();
};
const itemOf = (res: Response) => res.locals.item as ServiceItem;

/** Booking holds (the "Mark as Booked" of docs/product.md): a hold lasts BOOKING_HOLD_HOURS from the toggle; expiry is computed on read. */
const bookingEndpoints = [
  endpoint({
    method: 'put',
    path: '/api/bookings/:serviceType/:id/toggle',
    tag: 'Bookings',
    summary: 'Mark as booked, or cancel',
    auth: 'admin',
    params: serviceItem,
    checksParams: true,
    use: () => [serviceItemOf],
    description:
      'Booking sets `expiresAt` = now + BOOKING_HOLD_HOURS (default 24 h); cancelling clears it; `isBooked` left out flips it. Separate from reservations by date.',
    body: toggleSchema,
    bodyOptional: true,
    responses: {
      200: json(z.object({ success: z.literal(true), message: z.string(), data: holdState }), 'The hold now'),
    },
    errors: { 400: 'Unknown service type, or `isBooked` not true or false', 404: 'Unknown item' },
    handle: async ({ body, res }, { inventory }) => {
      const { kind, id } = itemOf(res);
      const hold = await inventory.setHold(kind, id, body.isBooked);
      return {
        success: true,
        message: hold.isBooked ? `${kind.label} marked as booked` : `${kind.label} booking cancelled`,
        data: { isBooked: hold.isBooked, expiresAt: hold.bookingExpiresAt },
      };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/bookings/:serviceType/:id/status',
    tag: 'Bookings',
    summary: 'Whether an item is marked as booked',
    description: '`isBooked` is false (and `expiresAt` null) once the hold has expired.',
    params: serviceItem,
    checksParams: true,
    use: () => [serviceItemOf],
    responses: { 200: json(withData(holdState), 'The hold now') },
    errors: { 400: 'Unknown service type', 404: 'Unknown item' },
    handle: async ({ res }, { inventory }) => {
      const { kind, id } = itemOf(res);
      const item = await inventory.get(kind, id);
      return { success: true, data: { isBooked: item.isBooked, expiresAt: item.bookingExpiresAt } };
    },
  }),
];

export const inventoryEndpoints = [...INVENTORY_KINDS.flatMap(kindEndpoints), ...bookingEndpoints];

/**
 * GET /api/rooms/get, /api/cars/get and /api/v1/tours/get, the busiest calls, answered by their
 * endpoints' reads ahead of the general middleware, which these answers do not need
 * (docs/decisions/014-public-lists-fast-path.md), with `headers` set on each answer. Mounted at /api.
 */
export function publicListsRouter(inventory: Inventory, headers: (res: Response) => void): Router {
  const router = Router();
  const lists = new Set(INVENTORY_KINDS.map((kind) => `/api${kind.basePath}/get`));
  const reads = endpointReads(inventoryEndpoints, { inventory }, () => new Date());
  for (const list of reads.filter((r) => lists.has(r.path)))
    router.get(list.path.replace(/^\/api/, ''), async (req: Request, res) => {
      headers(res);
      const answer = await list.read({ params: {}, query: {}, lang: requestLang(req), origin: '' });
      sendPublicAnswer(req, res, answer, list.headers);
    });
  return router;
}
