/**
 * One declaration per endpoint: a module lists its endpoints once — method, path, guard, the
 * request's schemas, the answers, summary and handler — and both its Express router and its part
 * of the OpenAPI document are made from that list (docs/decisions/024-one-declaration-per-endpoint.md).
 * The guard comes from `auth`, the validation from the schemas (400 with `errors` by field, 404 for
 * a malformed id), and the answer is what the handler returns, sent as JSON with `status`.
 *
 * Besides, for the endpoints that need them:
 * - `use`: middleware between the guard and the validation (a per-IP rate limit, a multipart upload),
 *   made once from the app's context and the handlers' deps;
 * - `headers`: headers of its answers (a public read's `Cache-Control`, `Vary`);
 * - a schema that depends on today's date (IST) is given as its factory `(today) => schema`: the
 *   router makes it with the app's clock on each request, the document with the real date; one that
 *   also depends on the module's settings (MAX_ADVANCE_DAYS) is validated with `queryFor`/`bodyFor`;
 * - `read` instead of `handle`: a public GET the pages also read in process (`endpointReads`, for
 *   modules/pages/page-data.ts), answering JSON or a cached body (weak ETag, 304, gzip).
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { todayIST } from '@pachmarhi/common/time';
import { AppError, validate } from '../errors/app-error';
import { requestLang } from './http';
import { operation, type ApiPaths, type OperationSpec } from './openapi/operation';
import { sendPublicAnswer, setHeaders, type PublicAnswer, type PublicRead, type PublicRequest } from './public-read';
import type { RouteContext } from './route-context';
import { siteOrigin } from './site-origin';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A schema, or its factory when it depends on today's date (IST, 'YYYY-MM-DD'): `contactSchema`. */
export type Dated<S> = S | ((today: string) => S);

/** What a public read receives: the validated path parameters and query, the language and the site's origin. */
export interface ReadInput<P, Q> {
  params: P;
  query: Q;
  /** The request's language (`?lang=`, then `Accept-Language`; a page's own language in process). */
  lang: Lang;
  /** The site's public origin, without a trailing slash (./site-origin.ts). */
  origin: string;
}

/** What a handler receives: the validated path parameters, query and body, and the request itself. */
export interface EndpointInput<P, Q, B> extends ReadInput<P, Q> {
  body: B;
  req: Request;
  res: Response;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One endpoint (see the module comment); `D` is what its handler is given besides the request (its module). */
export interface Endpoint<
  D = unknown,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> extends Omit<OperationSpec, 'path' | 'query' | 'body'> {
  method: Method;
  /** The Express path from the site's root: '/api/trips/:id'. */
  path: string;
  /** Path parameters; one that does not parse (a malformed id) is a 404 naming `notFound`. */
  params?: P;
  query?: Dated<Q>;
  body?: Dated<B>;
  /**
   * What the path's id names in its 404 ('Trip' → 'Trip not found'); by parameter when there are
   * several ({ id: 'Reservation', guestId: 'Guest' }: the first malformed one is named).
   */
  notFound?: string | Record<string, string>;
  /**
   * When the body's rules depend on the request (today's date, the kind of the record it changes):
   * the schema to validate it with instead of `body`, which then only documents it.
   */
  bodyFor?: (input: { params: Out<P>; req: Request }, deps: D) => z.ZodType | Promise<z.ZodType>;
  /**
   * When the query's rules depend on the module's settings (MAX_ADVANCE_DAYS): the schema to validate
   * it with on `today` instead of `query`, which then only documents it. Called on each request: cache
   * what it builds.
   */
  queryFor?: (today: string, deps: D) => z.ZodType;
  /**
   * The handler checks the path parameters itself (from `req.params`, as it answers for them: a 400
   * for an unknown kind before the 404 of a malformed id); `params` then only documents them.
   */
  checksParams?: boolean;
  /** The query is part of a secret address (a feed's token): one that does not parse is a 404 as for `params`, not a 400. */
  secretQuery?: boolean;
  /** The success status (default 200). */
  status?: number;
  /** Headers of its answers (a JSON one returned, or a read's): set, except `Vary`, which is added to. */
  headers?: Record<string, string>;
  /** Middleware run after the guard and before the validation (a rate limit, a multipart upload), made once. */
  use?: (http: RouteContext, deps: D) => RequestHandler[];
  /**
   * Decide and answer: the value returned is sent as JSON with `status`; `undefined` when the
   * handler answered itself (a file, a CSV, another status). Errors thrown are AppErrors
   * (../errors/app-error.ts). An endpoint has `handle` or `read`.
   */
  handle?(input: EndpointInput<Out<P>, Out<Q>, Out<B>>, deps: D): Promise<unknown>;
  /** A public GET the pages also read in process (no request, no response): its answer is sent with status 200. */
  read?(input: ReadInput<Out<P>, Out<Q>>, deps: D): Promise<PublicAnswer>;
}

/**
 * The `endpoint` function of a module whose handlers get `D`: each endpoint typed from its own
 * schemas, the list a plain `Endpoint<D>[]` (the document is made from it without any `D`).
 * @throws Error when an endpoint has neither or both of `handle` and `read`, or a `read` is no GET
 */
export const endpointsOf =
  <D>() =>
  <
    P extends z.ZodObject | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(
    e: Endpoint<D, P, Q, B>,
  ): Endpoint<D> => {
    if (!e.handle === !e.read || (e.read && e.method !== 'get'))
      throw new Error(`${e.method.toUpperCase()} ${e.path}: an endpoint has \`handle\`, or \`read\` (a GET)`);
    return e as unknown as Endpoint<D>;
  };

/** ':id' → '{id}' (OpenAPI's path template). */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The schema of a `Dated` on `today`. */
const onDay = <S>(schema: Dated<S> | undefined, today: string): S | undefined =>
  typeof schema === 'function' ? (schema as (today: string) => S)(today) : schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lower-case UUIDs, as the database stores them; any other parameter (a signed token) as given. */
const lowerIds = (v: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(v).map(([k, x]) => [k, typeof x === 'string' && UUID.test(x) ? x.toLowerCase() : x]),
  );

/** The 404 of a malformed path parameter (`param`) or secret query: 'Reservation not found'. */
function notFoundOf(e: Endpoint<never>, param?: PropertyKey): AppError {
  const what = typeof e.notFound === 'object' ? e.notFound[String(param)] : e.notFound;
  return new AppError(404, `${what ?? 'Record'} not found`);
}

/** The validated path parameters and query of a request to `e` on `today`, with the handlers' `deps`. */
function paramsAndQuery(e: Endpoint<never>, params: unknown, query: unknown, today: string, deps: never) {
  let p: unknown = undefined;
  if (e.params && !e.checksParams) {
    const parsed = e.params.safeParse(params);
    if (!parsed.success) throw notFoundOf(e, parsed.error.issues[0]?.path[0]);
    p = lowerIds(parsed.data as Record<string, unknown>);
  }
  const schema = e.queryFor ? e.queryFor(today, deps) : onDay(e.query, today);
  if (schema && e.secretQuery && !schema.safeParse(query).success) throw notFoundOf(e);
  return { params: p, query: schema ? validate(schema, query) : undefined };
}

/** A public read's input from what the pages' data or a request gives. */
const readInput = (e: Endpoint<never>, r: PublicRequest, now: () => Date, deps: never) =>
  ({ ...paramsAndQuery(e, r.params, r.query, todayIST(now()), deps), lang: r.lang, origin: r.origin }) as ReadInput<
    never,
    never
  >;

/** A module's endpoint table with the deps its handlers get: one entry of `endpointsRouter`'s list. */
export interface BoundEndpoints {
  endpoints: readonly Endpoint<never>[];
  deps: unknown;
}

/** Pair a module's endpoints with their handlers' deps (checked against each other here). */
export const bindEndpoints = <D>(endpoints: readonly Endpoint<D>[], deps: D): BoundEndpoints => ({
  endpoints: endpoints as readonly Endpoint<never>[],
  deps,
});

/**
 * A path's first segment after '/api' and the rest: '/api/reservations/:id' → '/reservations', '/:id';
 * '/api/health' → '/health', '/'. @throws Error for a path that does not start '/api/<literal>'
 */
function splitPrefix(path: string): { prefix: string; rest: string } {
  const m = /^\/api(\/[^/:*?()]+)(\/.*)?$/.exec(path);
  if (!m) throw new Error(`endpoint path ${path} must start with /api/ and a literal segment`);
  return { prefix: m[1], rest: m[2] ?? '/' };
}

/**
 * The app's '/api' router for the modules' endpoints (each `bindEndpoints(table, deps)`). The routes
 * are grouped by their first segment ('/reservations', '/rates', …) into one router per group, mounted
 * at that prefix, so a request is matched against its group's routes only, in the order declared
 * (module by module as listed): two groups never match the same path, so the order is the flat list's.
 * @throws Error when an endpoint's path does not start with '/api/<literal segment>'
 */
export function endpointsRouter(modules: readonly BoundEndpoints[], http: RouteContext): Router {
  const router = Router();
  const groups = new Map<string, Router>();
  const guards = { admin: http.requireAdmin, desk: http.requireDesk, money: http.requireMoney, user: http.requireUser };
  for (const { endpoints, deps } of modules)
    for (const e of endpoints) {
      const before = [...(e.auth ? [guards[e.auth]] : []), ...(e.use?.(http, deps as never) ?? [])];
      const { prefix, rest } = splitPrefix(e.path);
      let group = groups.get(prefix);
      if (!group) groups.set(prefix, (group = Router()));
      group[e.method](rest, ...before, async (req, res) => {
        const request = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          lang: requestLang(req),
          origin: siteOrigin(http.config, req),
        };
        if (e.read)
          return sendPublicAnswer(
            req,
            res,
            await e.read(readInput(e, request, http.now, deps as never), deps as never),
            e.headers,
          );
        const today = todayIST(http.now());
        const input = paramsAndQuery(e, req.params, req.query, today, deps as never);
        const schema = e.bodyFor
          ? await e.bodyFor({ params: input.params, req } as never, deps as never)
          : onDay(e.body, today);
        const body = schema ? validate(schema, req.body ?? {}) : undefined;
        const answer = await e.handle!(
          { ...request, ...input, body, req, res } as EndpointInput<never, never, never>,
          deps as never,
        );
        if (answer === undefined || res.headersSent) return;
        setHeaders(res, e.headers ?? {});
        res.status(e.status ?? 200).json(answer);
      });
    }
  for (const [prefix, group] of groups) router.use(prefix, group);
  return router;
}

/**
 * The public reads among `endpoints` (those with `read`), for the pages' in-process data
 * (modules/pages/page-data.ts): full paths ('/api/gallery/public'), so mount them at prefix ''.
 */
export function endpointReads<D>(endpoints: readonly Endpoint<D>[], deps: D, now: () => Date): PublicRead[] {
  return (endpoints as readonly Endpoint<never>[]).flatMap((e) =>
    e.read
      ? [
          {
            path: e.path,
            headers: e.headers,
            read: (r: PublicRequest) => e.read!(readInput(e, r, now, deps as never), deps as never),
          },
        ]
      : [],
  );
}

/** The OpenAPI paths of `endpoints` (the same declarations the router is made from). */
export function endpointsApi(endpoints: readonly Endpoint<never>[]): ApiPaths {
  const paths: ApiPaths = {};
  const today = todayIST();
  for (const e of endpoints) {
    const {
      method,
      path,
      params,
      query,
      body,
      handle: _h,
      read: _r,
      bodyFor: _b,
      queryFor: _q,
      checksParams: _c,
      notFound: _n,
      status: _s,
      headers: _x,
      use: _u,
      ...spec
    } = e;
    const key = openApiPath(path);
    const q = onDay(query, today) as OperationSpec['query'];
    paths[key] = { ...paths[key], [method]: operation({ ...spec, path: params, query: q, body: onDay(body, today) }) };
  }
  return paths;
}
