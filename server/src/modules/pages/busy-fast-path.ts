import type { Request, RequestHandler } from 'express';
import { isServerRendered } from '@pachmarhi/common/routes';
import { visitorLang } from '../../platform/http/http';
import { isPageRequest } from './page-outage';
import type { RenderGate } from './render-gate';
import { sendStaticPage } from './static-pages';

const arrivals = new WeakMap<Request, number>();

/**
 * When `req` reached the app (`performance.now()`), as `turnAwayWhenFull` saw it: a page's time
 * limit counts from then, so the time spent before the renderer (static files, the item lookup)
 * counts too. Undefined for a request that did not pass through it.
 */
export function arrivalOf(req: Request): number | undefined {
  return arrivals.get(req);
}

/**
 * While every render slot is taken and the queue is full, answer page requests with the busy page
 * (503, Retry-After, its own strict security headers) before anything else runs: no request log
 * line (the gate logs the start and end of the crowd instead), compression, body parsing,
 * static-file or item lookup. In a crowd most requests are turned away, and each one that costs
 * little leaves the CPU to the renders in flight and to the API. Pages the HTML cache holds
 * (`isCached`) pass: they are sent from it without a render. Mount first.
 */
export function turnAwayWhenFull(gate: RenderGate, isCached: (req: Request) => boolean = () => false): RequestHandler {
  return (req, res, next) => {
    arrivals.set(req, performance.now());
    if (!gate.full || !isPageRequest(req) || /\.[^/]*$/.test(req.path) || !isServerRendered(req.path)) return next();
    // A page kept in the HTML cache never waits for a render: it is sent further on.
    if (isCached(req)) return next();
    gate.turnedAway();
    sendStaticPage(res, 'busy', visitorLang(req));
  };
}
