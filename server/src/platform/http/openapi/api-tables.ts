/**
 * The endpoint tables of docs/api.md, made from the OpenAPI document (`npm run docs:api`; `npm run
 * check:api-docs`, part of `npm run lint`, fails while the file differs from what it would write). The
 * prose of docs/api.md is written by hand; each table sits between a marker naming the document's tags
 * it lists and an end marker:
 *
 *     <!-- api-table: Dashboard, Contact -->
 *     …generated rows…
 *     <!-- /api-table -->
 *
 * A row per operation, in the document's order: method and path (Express style, 🔒 the owner, 🔒🛎 the
 * owner or the front desk, 🔒📒 the owner or the accountant, 🔑 any signed-in user), its summary and description, the request (query
 * names, the body's fields with `?` for optional ones) and the answers (each success with its shape,
 * and the refusals the endpoint documents itself: the shared ones, `SHARED_ANSWERS`, are left out).
 */
import type { OpenApiDocument } from './document';
import { SHARED_ANSWERS } from './operation';

/** A JSON schema of the document, as far as the tables read it. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  maxItems?: number;
}
interface Media {
  schema?: Schema;
  encoding?: Record<string, { contentType?: string }>;
}
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}

const START = /^<!-- api-table: (.+) -->$/;
const END = '<!-- /api-table -->';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The shared error body's schema (common/src/schemas/records.ts, `apiErrorSchema`). */
const ERROR_REF = '#/components/schemas/Error';
const HEADER = ['| Method and path | What | Request | Answers |', '|---|---|---|---|'];

/** Who may call: the document says Bearer; the 403's wording tells the owner from the desk. */
function lock(op: Operation): string {
  if (!op.security?.length) return '';
  const forbidden = op.responses['403']?.description ?? '';
  if (!op.responses['403']) return '🔑 ';
  if (/\(role 1 or 3\)/.test(forbidden)) return '🔒🛎 ';
  return /\(role 1 or 4\)/.test(forbidden) ? '🔒📒 ' : '🔒 ';
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const isFile = (s: Schema): boolean => s.format === 'binary' || (s.type === 'array' && !!s.items && isFile(s.items));

/**
 * What a field is, when it says more than its name: a record ('Room'), a list of them ('Room[]'), a
 * constant, or (`nested`) an object's own fields.
 */
function detail(s: Schema, nested: boolean): string {
  if (s.$ref) return refName(s.$ref);
  if (s.type === 'array' && s.items?.$ref) return `${refName(s.items.$ref)}[]`;
  if (typeof s.const === 'string') return `'${s.const}'`;
  if (nested && s.properties) return fields(s, false);
  if (nested && s.type === 'array' && s.items?.properties) return `${fields(s.items, false)}[]`;
  return '';
}

/** An object's fields, '?' after the optional ones: `{success, data: Room[]}`. */
function fields(s: Schema, nested: boolean): string {
  const required = new Set(s.required ?? []);
  const list = Object.entries(s.properties ?? {}).map(([name, p]) => {
    const d = detail(p, nested);
    return `${name}${required.has(name) ? '' : '?'}${d ? `: ${d}` : ''}`;
  });
  return `{${list.join(', ')}}`;
}

/** A shape: a record's name, a list of them, or an object's fields, one level down too. */
function shape(s: Schema): string {
  const named = detail(s, false);
  if (named) return named;
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map(shape).join(' | ');
  if (s.properties) return fields(s, true);
  return String(s.type ?? 'any');
}

/** The request: its query's names and its body's fields (files and JSON parts of a multipart form named so). */
function request(op: Operation): string {
  const parts: string[] = [];
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=`);
  if (query.length) parts.push(`\`?${query.join('&')}\``);
  const body = op.requestBody;
  if (body) {
    const optional = body.required ? '' : 'optional ';
    const jsonBody = body.content['application/json'];
    const form = body.content['multipart/form-data'];
    if (jsonBody?.schema) {
      const asForm = form || body.content['application/x-www-form-urlencoded'] ? ' (or form data)' : '';
      parts.push(`${optional}JSON \`${shape(jsonBody.schema)}\`${asForm}`);
    } else if (form?.schema) {
      const required = new Set(form.schema.required ?? []);
      const fields = Object.entries(form.schema.properties ?? {}).map(([name, p]) => {
        const kind = isFile(p)
          ? p.type === 'array'
            ? `: files (≤ ${p.maxItems})`
            : ': file'
          : form.encoding?.[name]?.contentType === 'application/json'
            ? ': JSON'
            : '';
        return `${name}${required.has(name) ? '' : '?'}${kind}`;
      });
      parts.push(`${optional}multipart \`{${fields.join(', ')}}\``);
    }
  }
  return parts.join('; ');
}

/** The answers: each success with its shape (or media type), and the endpoint's own refusals. */
function answers(op: Operation): string {
  return Object.entries(op.responses)
    .filter(([status, r]) => status !== 'default' && !SHARED_ANSWERS.has(r.description))
    .map(([status, r]) => {
      const [type, media] = Object.entries(r.content ?? {})[0] ?? [];
      // A refusal's body is the shared error ({success: false, message, errors?}): its meaning is enough.
      if (!type || media?.schema?.$ref === ERROR_REF) return `${status} ${r.description}`;
      const body = type === 'application/json' && media?.schema ? `\`${shape(media.schema)}\`` : `\`${type}\``;
      return `${status} ${body}: ${r.description}`;
    })
    .join('; ');
}

function row(method: string, path: string, op: Operation): string {
  const what = op.description ? `${op.summary}. ${op.description}` : `${op.summary}`;
  const endpoint = `${lock(op)}${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return `| ${[endpoint, what, request(op), answers(op)].map(cell).join(' | ')} |`;
}

/**
 * `markdown` with the rows of every `api-table` block made again from `document`.
 * @throws Error when a block is not closed or names a tag the document lacks, when a tag is listed
 *   by two blocks, or when an operation's tag is listed by none
 */
export function withApiTables(markdown: string, document: OpenApiDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((m) => ({ method: m, path, op: item![m] as unknown as Operation })),
  );
  const tags = new Set(operations.map((o) => o.op.tags?.[0] ?? ''));
  const listed = new Set<string>();
  const out: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const start = START.exec(lines[i]);
    if (!start) continue;
    const end = lines.indexOf(END, i);
    if (end < 0) throw new Error(`docs/api.md: "${lines[i]}" has no ${END}`);
    const blockTags = start[1].split(',').map((t) => t.trim());
    for (const tag of blockTags) {
      if (!tags.has(tag)) throw new Error(`docs/api.md: no operation of the document has the tag "${tag}"`);
      if (listed.has(tag)) throw new Error(`docs/api.md: the tag "${tag}" has two tables`);
      listed.add(tag);
    }
    out.push(...HEADER);
    for (const { method, path, op } of operations)
      if (blockTags.includes(op.tags?.[0] ?? '')) out.push(row(method, path, op));
    out.push(END);
    i = end;
  }
  const unlisted = [...tags].filter((t) => !listed.has(t));
  if (unlisted.length) throw new Error(`docs/api.md: no table lists the tags ${unlisted.join(', ')}`);
  return out.join('\n');
}
