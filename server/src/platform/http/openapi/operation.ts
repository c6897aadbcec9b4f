/**
 * How an endpoint is described for the API reference: one `operation({...})` per method and path, from the same
 * zod schemas the route validates with (request) and the record schemas of common/src/schemas (responses); a
 * module's `<name>.endpoints.ts` makes them from its endpoint list (../endpoints.ts). The error answers every endpoint shares are added here, so each module
 * names only its own refusals.
 */
import { z } from 'zod';
import type {
  ZodObjectInput,
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { apiErrorSchema } from '@pachmarhi/common/schemas/records';

/** The paths of one module, keyed by OpenAPI path ('/api/rooms/get/{id}'). */
export type ApiPaths = ZodOpenApiPathsObject;

/** Refusals a module documents, with what they mean for that endpoint. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface Multipart {
  /** The text fields (the kind's input schema). */
  schema: z.ZodObject;
  /** Fields whose part holds JSON (lists and objects). */
  jsonFields?: readonly string[];
  /** The file part: its field name, how many files it takes and whether one is required. */
  files: { field: string; max: number; required?: boolean };
  /** Extra text fields beyond the schema (e.g. `existingImages` on update); `json` when the part holds JSON. */
  extraFields?: Record<string, { schema: z.ZodType; json?: boolean }>;
}

export interface OperationSpec {
  /** The reference's group, one per section of docs/api.md. */
  tag: string;
  /** One line. */
  summary: string;
  description?: string;
  /**
   * 'admin': the owner's Bearer token (401 without, 403 for another role); 'desk': the owner's or
   * the front desk's (403 for a registered user); 'money': the owner's or the accountant's (the
   * money reads and exports); 'user': any signed-in user's (401).
   */
  auth?: 'admin' | 'desk' | 'money' | 'user';
  /** Path parameters. */
  path?: ZodObjectInput;
  /** Query string (an object schema, possibly refined or transformed). */
  query?: ZodObjectInput;
  /** A JSON body (the route's zod schema: rules, limits and defaults as the server applies them). */
  body?: z.ZodType;
  /** Whether the JSON body may be left out (`{}` is assumed). */
  bodyOptional?: boolean;
  /** The body may also come as form data (multipart without files, or URL-encoded). */
  bodyAsForm?: boolean;
  /** A multipart/form-data body with image files. */
  multipart?: Multipart;
  /** The success answers by status (see `json`). */
  responses: Record<number, ZodOpenApiResponseObject>;
  /** The refusals of this endpoint by status, with their meaning (400, 401, 403 and 413 are added where they apply). */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** A JSON answer. */
export function json(schema: z.ZodType, description: string): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

/** An answer of another media type (text/csv, text/calendar) whose body is text. */
export function text(mediaType: string, description: string): ZodOpenApiResponseObject {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
}

/** A binary answer (a PDF): OpenAPI 3.1 leaves out the schema of bytes that are no text. */
export function binary(mediaType: string, description: string): ZodOpenApiResponseObject {
  return { description, content: { [mediaType]: {} } };
}

const error = (description: string): ZodOpenApiResponseObject => json(apiErrorSchema, description);

const INVALID_INPUT = 'Invalid input (`errors` names the fields)';
const INVALID_UPLOAD = 'Invalid fields (`errors` names them) or a malformed upload';
const JSON_TOO_LARGE = 'The JSON body is over 100 kB';
const IMAGE_TOO_LARGE = 'An image is over MAX_UPLOAD_MB';
const KEY_REUSED = 'The Idempotency-Key was already used for a different request';
const UNEXPECTED = 'Unexpected failure (500) or the database is unavailable (503)';

const AUTH_ERRORS = {
  admin: {
    401: 'No token, or an invalid or expired one, or the user was deleted or signed out everywhere',
    403: 'The user is not the owner (role ≠ 1; the front desk is refused with a sentence saying so)',
  },
  desk: {
    401: 'No token, or an invalid or expired one, or the user was deleted, disabled or signed out everywhere',
    403: 'The user is neither the owner nor the front desk (role 1 or 3)',
  },
  money: {
    401: 'No token, or an invalid or expired one, or the user was deleted, disabled or signed out everywhere',
    403: 'The user is neither the owner nor the accountant (role 1 or 4)',
  },
  user: { 401: 'No token, or an invalid or expired one, or the user was deleted or signed out everywhere' },
} as const;

/**
 * The answers every operation of a kind shares (bad input, a body too large, the guard's 401 and
 * 403, a reused Idempotency-Key, the default), by their description: what `operation` and
 * `idempotent` add by themselves, so the tables of docs/api.md leave them out.
 */
export const SHARED_ANSWERS: ReadonlySet<string> = new Set([
  INVALID_INPUT,
  INVALID_UPLOAD,
  JSON_TOO_LARGE,
  IMAGE_TOO_LARGE,
  KEY_REUSED,
  UNEXPECTED,
  ...Object.values(AUTH_ERRORS).flatMap((e) => Object.values(e)),
]);

/** The Bearer scheme the 🔒 endpoints use (components.securitySchemes). */
export const BEARER_SCHEME = 'bearer';

/** One endpoint as an OpenAPI operation. */
export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  const hasInput = Boolean(spec.body || spec.multipart || spec.query || spec.path);
  const errors: Partial<Record<ErrorStatus, string>> = {
    ...(hasInput
      ? {
          400: spec.multipart ? INVALID_UPLOAD : INVALID_INPUT,
        }
      : {}),
    ...(spec.body ? { 413: JSON_TOO_LARGE } : {}),
    ...(spec.multipart ? { 413: IMAGE_TOO_LARGE } : {}),
    ...(spec.auth ? AUTH_ERRORS[spec.auth] : {}),
    ...spec.errors,
  };
  const responses: ZodOpenApiResponsesObject = { ...spec.responses };
  for (const [status, description] of Object.entries(errors)) responses[status as `4${string}`] = error(description);
  responses.default = error(UNEXPECTED);

  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.auth ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
    ...(spec.path || spec.query
      ? { requestParams: { ...(spec.path ? { path: spec.path } : {}), ...(spec.query ? { query: spec.query } : {}) } }
      : {}),
    ...(spec.body ? { requestBody: jsonBody(spec.body, !spec.bodyOptional, spec.bodyAsForm) } : {}),
    ...(spec.multipart ? { requestBody: multipartBody(spec.multipart) } : {}),
    responses,
  };
}

function jsonBody(
  schema: z.ZodType,
  required: boolean,
  asForm = false,
): NonNullable<ZodOpenApiOperationObject['requestBody']> {
  const forms = asForm ? { 'multipart/form-data': { schema }, 'application/x-www-form-urlencoded': { schema } } : {};
  return { required, content: { 'application/json': { schema }, ...forms } };
}

/** An uploaded image file (a part of a multipart form). */
const imageFile = () =>
  z.string().meta({
    format: 'binary',
    contentMediaType: 'image/*',
    description: 'JPEG, PNG, WebP, GIF or AVIF, checked by its bytes',
  });

function multipartBody(m: Multipart): NonNullable<ZodOpenApiOperationObject['requestBody']> {
  const files = m.files.max > 1 ? z.array(imageFile()).max(m.files.max) : imageFile();
  const extra = Object.entries(m.extraFields ?? {});
  const schema = m.schema.extend({
    [m.files.field]: m.files.required ? files : files.optional(),
    ...Object.fromEntries(extra.map(([name, f]) => [name, f.schema])),
  });
  const jsonParts = [...(m.jsonFields ?? []), ...extra.filter(([, f]) => f.json).map(([name]) => name)];
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema,
        encoding: Object.fromEntries(jsonParts.map((f) => [f, { contentType: 'application/json' }])),
      },
    },
  };
}

/** Methods that write: each accepts an `Idempotency-Key` (platform/http/idempotency.ts). */
export const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

const idempotencyHeader = z.object({
  'Idempotency-Key': z.string().max(200).optional().meta({
    description:
      'Any unique text (a UUID): the same key again with the same request replays the first answer (`Idempotent-Replayed: true`) without doing it again; kept 48 hours.',
  }),
});

/** A write operation that also takes an `Idempotency-Key` header, and its 422 when the key was used for another request. */
export function idempotent(op: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  return {
    ...op,
    requestParams: { ...op.requestParams, header: idempotencyHeader },
    responses: {
      ...op.responses,
      422: error(KEY_REUSED),
    },
  };
}
