import { z } from 'zod';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import { SLUG } from '@pachmarhi/common/routes';
import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { availabilityMonthSchema, availabilityQuerySchema } from '@pachmarhi/common/schemas/reservation-queries';
import { todayIST } from '@pachmarhi/common/time';
import type { AppConfig } from '../../config';
import { DATABASE_UNAVAILABLE_MESSAGE, notFound, validate } from '../../platform/errors/app-error';
import { toAppError } from '../../platform/errors/error-handler';
import type { DatabaseOutageLog } from '../../platform/errors/database-outage';
import { INVENTORY_KINDS, type Inventory } from '../inventory/inventory.module';
import type { Reservations } from '../reservations/reservations.module';
import type { Gallery } from '../gallery/gallery.module';
import type { Site } from '../site/site.module';
import type { WeekendPricing } from '../weekend-pricing/weekend-pricing.module';
import type { Logger } from '../../platform/logging/logger';
import type { DataAnswer, PageDataSource } from './render-worker';

/** The modules the public pages read, and what their API routes read besides (the site's details, the clock). */
export interface PageDataDeps {
  inventory: Inventory;
  reservations: Reservations;
  gallery: Gallery;
  weekendPricing: WeekendPricing;
  /** `GET /api/site-config`'s answer for an origin. */
  site: Pick<Site, 'config'>;
  config: AppConfig;
  now: () => Date;
  /** Told when a page's data finds the database unavailable (logged once per outage, as for the API). */
  outage?: DatabaseOutageLog;
  /** Where unexpected failures are logged (as the API's error handler logs them). */
  logger?: Logger;
}

const uuid = z.uuid();
const json = (body: unknown): DataAnswer => ({ status: 200, body: JSON.stringify(body) });
/** A cached body's bytes, as they are (posting them to the render thread copies them). */
const ok = (bytes: Uint8Array): DataAnswer => ({ status: 200, body: bytes });

/**
 * The public API's GET answers the pages' queries call (client/src/lib/queries), made here from the
 * modules instead of over HTTP: the same status and the same JSON as the route (server/test/fast-pages.test.ts
 * compares them), in the render's language (item and gallery texts, errors). Paths not listed return undefined, and the
 * render calls the API for them. Lists and availability come from the modules' caches, already serialized.
 */
export function createPageData({
  inventory,
  reservations,
  gallery,
  weekendPricing,
  site,
  config,
  now,
  outage,
  logger,
}: PageDataDeps): PageDataSource {
  const kinds = new Map(INVENTORY_KINDS.map((k) => [`/api${k.basePath}`, k]));
  const today = () => todayIST(now());
  let perDay:
    | {
        day: string;
        availability: ReturnType<typeof availabilityQuerySchema>;
        month: ReturnType<typeof availabilityMonthSchema>;
      }
    | undefined;
  const schemas = () => {
    const day = today();
    if (perDay?.day !== day)
      perDay = {
        day,
        availability: availabilityQuerySchema(day, config.maxAdvanceDays),
        month: availabilityMonthSchema(day),
      };
    return perDay;
  };

  const route = async (
    pathname: string,
    query: URLSearchParams,
    origin: string,
    lang: Lang,
  ): Promise<DataAnswer | undefined> => {
    const plain = [...query.keys()].length === 0;
    if (pathname === '/api/site-config') return json({ success: true, data: await site.config(origin) });
    if (pathname === '/api/weekend-pricing/status') return json({ success: true, data: await weekendPricing.status() });
    if (pathname === '/api/gallery/public' && plain) return json({ success: true, data: await gallery.list({}, lang) });
    if (pathname === '/api/availability')
      return ok(
        (await reservations.availabilityResponse(validate(schemas().availability, Object.fromEntries(query)))).bytes,
      );
    const month = /^\/api\/availability\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (month) {
      const kind = ITEM_KINDS.find((k) => k === month[1]);
      const id = uuid.safeParse(decodeURIComponent(month[2]));
      if (!kind || !id.success) throw notFound('Item');
      const { month: m } = validate(schemas().month, Object.fromEntries(query));
      return ok((await reservations.month(kind, id.data.toLowerCase(), m)).bytes);
    }
    const item = /^(\/api\/.+)\/(get|slug)(?:\/([^/]+))?$/.exec(pathname);
    const kind = item && kinds.get(item[1]);
    if (!kind || !item || !plain) return undefined;
    if (item[2] === 'get' && item[3] === undefined) return ok((await inventory.list(kind, lang)).bytes);
    const key = decodeURIComponent(item[3] ?? '');
    if (item[2] === 'slug') {
      const slug = key.toLowerCase();
      if (!SLUG.test(slug)) throw notFound(kind.label);
      return ok((await inventory.bySlug(kind, slug, lang)).bytes);
    }
    const id = uuid.safeParse(key);
    if (!id.success) throw notFound(kind.label);
    return json(kind.oneBody(await inventory.get(kind, id.data.toLowerCase(), lang)));
  };

  return async (path, { lang, origin }) => {
    const url = new URL(path, 'http://page-data');
    try {
      return await route(url.pathname, url.searchParams, origin, lang);
    } catch (err) {
      const e = toAppError(err);
      if (e.status === 503 && e.message === DATABASE_UNAVAILABLE_MESSAGE) outage?.failed(e.cause ?? err);
      else if (e.status >= 500) logger?.error({ err, path }, "[pages] a page's data failed");
      return { status: e.status, body: JSON.stringify({ success: false, message: localizeMessage(e.message, lang) }) };
    }
  };
}
