import type { ErrorRequestHandler, Request } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../platform/errors/app-error';
import { toAppError } from '../../platform/errors/error-handler';
import type { DatabaseOutageLog } from '../../platform/errors/database-outage';
import { pageLang } from '../../platform/http/http';
import type { LastGoodPages } from './last-good-pages';
import { sendStaticPage } from './static-pages';

/** A browser asking for a page: GET or HEAD outside the API and the files, accepting HTML. */
export function isPageRequest(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/(api|uploads|assets)(\/|$)/.test(req.path) &&
    !!req.accepts('html')
  );
}

/**
 * Page requests that fail because the database is unavailable (an item page's lookup before
 * rendering, say) get a page, not the API's JSON: 503 with Retry-After, the page as it last
 * rendered when there is one, else the "back shortly" page in the visitor's language. Mount ahead of
 * the general error handler; anything else passes on to it. The outage is logged once, as for the API.
 * A 503 for overload (reads busy) gets the busy page.
 */
export function pageOutageHandler(outage: DatabaseOutageLog, lastGood: LastGoodPages): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent || !isPageRequest(req)) return next(err);
    const appErr = toAppError(err);
    if (appErr.status !== 503) return next(err);
    if (appErr.message !== DATABASE_UNAVAILABLE_MESSAGE) return sendStaticPage(res, 'busy', pageLang(req)); // reads busy under load
    outage.failed(appErr.cause ?? err);
    lastGood.sendUnavailable(req, res, pageLang(req));
  };
}
