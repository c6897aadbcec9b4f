import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { AppError, badRequest } from '../errors/app-error';
import { toLang, type Lang } from '@pachmarhi/common/i18n/lang';
import { hasLangUrls, splitLangPath } from '@pachmarhi/common/routes';

const uuid = z.uuid();

/**
 * The `:param` id of a request, which must be a UUID.
 * @throws AppError 404 `<what> not found` for anything else (a malformed id names no record)
 */
export function idParam(req: Request, what: string, name = 'id'): string {
  return uuidOf(req.params[name], what);
}

/** An id given in a path, which must be a UUID, lower-cased. @throws AppError 404 `<what> not found` otherwise */
export function uuidOf(raw: unknown, what: string): string {
  const r = uuid.safeParse(raw);
  if (!r.success) throw new AppError(404, `${what} not found`);
  return r.data.toLowerCase();
}

/**
 * Multipart forms carry lists and objects as JSON strings: parse the named fields in place.
 * @throws AppError 400 '<field> must be valid JSON'
 */
export function parseJsonFields(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const f of fields) {
    const v = out[f];
    if (typeof v !== 'string') continue;
    if (v.trim() === '') {
      delete out[f];
      continue;
    }
    try {
      out[f] = JSON.parse(v);
    } catch {
      throw badRequest(`${f} must be valid JSON`, { [f]: `${f} must be valid JSON` });
    }
  }
  return out;
}

/**
 * The language a page is rendered in. A public page's URL decides (docs/decisions/022-hindi-urls.md):
 * Hindi under '/hi', English without it (visitors who chose Hindi were redirected to '/hi' before).
 * Pages with one path (account screens, not found): the visitor's language (`visitorLang`).
 */
export function pageLang(req: Request): Lang {
  const { lang, path } = splitLangPath(req.path);
  if (lang) return lang;
  if (hasLangUrls(path)) return 'en';
  return visitorLang(req);
}

/**
 * The language the visitor reads in: a '/hi' address, then `?lang=`, then their stored choice
 * (cookie `lang`, which the browser sets on a language switch), then `Accept-Language`. Also the
 * language of the busy page, sent before the visitor is redirected to their language's URL.
 */
export function visitorLang(req: Request): Lang {
  if (splitLangPath(req.path).lang) return 'hi';
  const q = req.query?.lang;
  if (typeof q === 'string' && q) return toLang(q);
  return chosenLang(req);
}

/** The visitor's stored choice (cookie `lang`), else their browser's first preference (`Accept-Language`). */
export function chosenLang(req: Request): Lang {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(req.get('cookie') ?? '')?.[1];
  return toLang(cookie || req.get('accept-language'));
}

/**
 * The language a request reads in: `?lang=hi|en` first, then the first `Accept-Language` preference
 * ('hi-IN,hi;q=0.9' → 'hi'); English otherwise.
 */
export function requestLang(req: Request): Lang {
  const q = req.query?.lang;
  return toLang(typeof q === 'string' && q ? q : req.get('accept-language'));
}

/**
 * The headers a middleware that sets the same headers on every response (helmet) sets, captured
 * once: a function setting them on a response, for routes that skip the middleware itself.
 */
export function fixedHeaders(middleware: RequestHandler): (res: Response) => void {
  const headers: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, value]),
    removeHeader: () => {},
  };
  middleware({} as Request, recorder as unknown as Response, () => {});
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
