/**
 * The public GET endpoints the pages read, declared once: a route's path (under its mount point)
 * and its read, which both the Express route and a page render's in-process data call
 * (modules/pages/page-data.ts), so each endpoint has one implementation.
 */
import type { Request, Response, Router } from 'express';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { sendCached, type CachedList } from '../cache/list-cache';
import { requestLang } from './http';

/** What a public read is given: the path's `:params` (decoded), the query, the language and the site origin. */
export interface PublicRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  lang: Lang;
  origin: string;
}

/** What a public read answers (status 200): a cached serialized body, or a value sent as JSON. */
export type PublicAnswer = { cached: CachedList<unknown> } | { json: unknown };

/** One public GET endpoint: its path with `:params`, relative to where its router is mounted. */
export interface PublicRead {
  path: string;
  read(req: PublicRequest): Promise<PublicAnswer>;
  /** Headers of its HTTP answers besides the body's (`Cache-Control`; `Vary`, added to any already set). */
  headers?: Record<string, string>;
}

/**
 * Add `reads` to `router` as GET routes: the read gets the request's params, query, language
 * (`requestLang`) and public origin (`originOf`), and its answer is sent with the read's headers: a
 * cached body with its ETag (304, gzip when asked), else JSON.
 */
export function routeReads(router: Router, reads: readonly PublicRead[], originOf: (req: Request) => string): void {
  for (const { path, read, headers } of reads)
    router.get(path, async (req: Request, res: Response) => {
      const answer = await read({
        params: req.params as Record<string, string>,
        query: req.query as Record<string, unknown>,
        lang: requestLang(req),
        origin: originOf(req),
      });
      sendPublicAnswer(req, res, answer, headers);
    });
}

/** Set `headers` on `res`: `Vary` is added to (CORS may have set it), the others set. */
export function setHeaders(res: Response, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers))
    if (name === 'Vary') res.vary(value);
    else res.set(name, value);
}

/**
 * Send a public read's answer (status 200) with `headers` (`setHeaders`): a cached body with its
 * ETag (304, gzip when asked), else JSON.
 */
export function sendPublicAnswer(
  req: Request,
  res: Response,
  answer: PublicAnswer,
  headers: Record<string, string> = {},
): void {
  setHeaders(res, headers);
  if ('cached' in answer) sendCached(req, res, answer.cached);
  else res.json(answer.json);
}

/**
 * The `:params` of `pathname` when it matches `pattern` ('/availability/:kind/:id'), decoded; else
 * undefined. Segments match whole, as Express matches them.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return undefined;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return undefined;
      }
    } else if (want[i] !== got[i]) return undefined;
  }
  return params;
}
