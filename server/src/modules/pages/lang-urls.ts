import type { RequestHandler, Response } from 'express';
import { hasLangUrls, localizedPath, splitLangPath } from '@pachmarhi/common/routes';
import { toLang } from '@pachmarhi/common/i18n/lang';
import { chosenLang } from '../../platform/http/http';
import { isPageRequest } from './page-outage';

/** The query string of `originalUrl` without `lang` ('?guests=2'), or ''. */
function queryWithoutLang(originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  if (at < 0) return '';
  const q = new URLSearchParams(originalUrl.slice(at + 1));
  q.delete('lang');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A year, in seconds: how long the language chosen by `?lang=` is remembered (as the browser's switch does). */
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Send every public page request to the URL of its language (docs/decisions/022-hindi-urls.md),
 * ahead of the page cache (whose key is the address):
 * - `?lang=hi|en` on a public page answers 301 to that language's URL without `lang`
 *   ('/hotel?lang=hi&guests=2' → '/hi/hotel?guests=2', '/hi/tours?lang=en' → '/tours') and
 *   remembers the choice (cookie `lang`), so the English URL does not send the visitor back;
 * - an English URL asked for by a visitor who chose Hindi (cookie `lang=hi`, or with no cookie
 *   `Accept-Language` preferring Hindi) answers 302 to its '/hi' URL, with
 *   `Vary: Cookie, Accept-Language` (the same URL answers differently by them).
 * The back office, the API, the account screens and the pay page are left alone (one path each).
 * @param headers sets the app's security headers (this runs ahead of the middleware that sets them)
 */
export function languageRedirects(headers: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (!isPageRequest(req) || /\.[^/]*$/.test(req.path)) return next();
    const { lang: urlLang, path } = splitLangPath(req.path);
    if (!hasLangUrls(path)) return next();
    const asked = req.query.lang;
    if (typeof asked === 'string' && asked) {
      const lang = toLang(asked);
      headers(res);
      res.cookie('lang', lang, { path: '/', sameSite: 'lax', maxAge: LANG_COOKIE_MAX_AGE_S * 1000 });
      return res.redirect(301, localizedPath(path, lang) + queryWithoutLang(req.originalUrl));
    }
    if (urlLang || chosenLang(req) === 'en') return next();
    headers(res);
    res.set({ Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-cache' });
    res.redirect(302, localizedPath(path, 'hi') + queryWithoutLang(req.originalUrl));
  };
}
