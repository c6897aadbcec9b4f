/**
 * Checks real responses against the API's OpenAPI 3.1 document (server/src/api-reference.ts): the status must be
 * documented for the operation (5xx may fall to `default`), the content type must be one it lists, and a JSON body
 * must match its schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with ajv; formats checked).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { OpenApiDocument } from '../../src/platform/http/openapi/document';

/** One answer as a test saw it. */
export interface ObservedResponse {
  method: string;
  /** The request URL (absolute or a path; the query is ignored). */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The parsed JSON body (supertest's `res.body`). */
  body: unknown;
  /** The raw text, for other media types. */
  text: string | undefined;
}

/** An observed answer and the operation it belongs to. */
export interface CheckedResponse {
  /** 'GET /api/rooms/get/{id}', or undefined when no documented operation has that method and path. */
  operation: string | undefined;
  /** Where the answer departs from the document (none: it conforms). */
  problems: string[];
}

interface Route {
  template: string;
  pattern: RegExp;
  params: number;
}

type ResponseObject = { content?: Record<string, { schema?: unknown }> };
type Operation = { responses: Record<string, ResponseObject> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const BASE = 'https://contract.test/openapi.json';
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;

/** '/api/rooms/get/{id}' → a regular expression matching request paths (a trailing slash is optional, as in Express). */
function routeOf(template: string): Route {
  const trimmed = template.replace(/\/+$/, '');
  const source = trimmed
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return { template, pattern: new RegExp(`^${source}/?$`), params: (template.match(/\{/g) ?? []).length };
}

/** Point a response schema's `#/components/…` references at the document's components. */
function anchored(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${BASE}#/components/`));
}

const describeErrors = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `  body${e.instancePath || ''} ${e.message ?? ''}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
    );

export interface Contract {
  document: OpenApiDocument;
  /** Every documented operation as 'METHOD /path'. */
  operations(): string[];
  /** The documented operation a request reaches, as 'METHOD /path', or undefined. */
  operationOf(method: string, url: string): string | undefined;
  check(observed: ObservedResponse): CheckedResponse;
}

export function contractOf(document: OpenApiDocument): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: BASE, components: document.components ?? {} });
  const paths = document.paths ?? {};
  // Literal paths before templated ones ('/api/reservations/export.csv' before '/api/reservations/{id}').
  const routes = Object.keys(paths)
    .map(routeOf)
    .sort((a, b) => a.params - b.params || b.template.length - a.template.length);
  const validators = new Map<string, ValidateFunction>();

  const operationAt = (method: string, url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    const m = method.toLowerCase() as (typeof METHODS)[number];
    if (!METHODS.includes(m)) return undefined;
    for (const route of routes) {
      if (!route.pattern.test(path)) continue;
      const op = (paths[route.template] as Record<string, Operation | undefined>)[m];
      if (op) return { name: `${m.toUpperCase()} ${route.template}`, op };
    }
    return undefined;
  };

  const validator = (key: string, schema: unknown) => {
    let v = validators.get(key);
    if (!v) validators.set(key, (v = ajv.compile(anchored(schema) as object)));
    return v;
  };

  return {
    document,
    operations: () =>
      Object.entries(paths).flatMap(([path, item]) =>
        METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    operationOf: (method, url) => operationAt(method, url)?.name,
    check({ method, url, status, contentType, body, text }) {
      const found = operationAt(method, url);
      if (!found) return { operation: undefined, problems: [] };
      const { name, op } = found;
      if (status === 404 && /^No API route /.test(String((body as { message?: unknown } | null)?.message))) {
        return { operation: undefined, problems: [`${name} is documented, but the server has no such route`] };
      }
      const key = String(status);
      const documented =
        op.responses[key] ?? op.responses[`${key[0]}XX`] ?? (status >= 500 ? op.responses.default : undefined);
      if (!documented)
        return {
          operation: name,
          problems: [
            `status ${status} is not documented for ${name} (documented: ${Object.keys(op.responses).join(', ')})`,
          ],
        };
      const content = documented.content;
      if (!content) {
        return {
          operation: name,
          problems: text ? [`${name} ${status} is documented without a body, but one came (${contentType})`] : [],
        };
      }
      const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
      const media = content[mediaType];
      if (!media)
        return {
          operation: name,
          problems: [
            `${name} ${status} answered ${mediaType || 'no content type'}; documented: ${Object.keys(content).join(', ')}`,
          ],
        };
      if (media.schema === undefined) return { operation: name, problems: [] };
      const validate = validator(`${name} ${status} ${mediaType}`, media.schema);
      const value = mediaType === 'application/json' || mediaType.endsWith('+json') ? body : text;
      if (validate(value)) return { operation: name, problems: [] };
      return {
        operation: name,
        problems: [`${name} ${status} does not match the document:`, ...describeErrors(validate)],
      };
    },
  };
}
