import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { sendStaticPage, unavailableHeaders } from './static-pages';

/** Memory kept for last good pages in all (bytes). */
export const LAST_GOOD_MAX_BYTES = 8 * 1024 * 1024;
/** A page larger than this is not kept. */
const MAX_PAGE_BYTES = 512 * 1024;

/**
 * The last successful server render of each page (address and language), least recently used
 * dropped past `maxBytes`: while the database is unavailable a visitor gets the page as it last
 * was (with its data, so it hydrates) instead of an empty one, still with status 503 so that search
 * engines keep the good copy they have. Public pages only: nothing in them depends on who asks.
 */
export class LastGoodPages {
  private readonly pages: LRUCache<string, Buffer>;

  constructor(maxBytes = LAST_GOOD_MAX_BYTES) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      maxEntrySize: Math.min(MAX_PAGE_BYTES, maxBytes),
      sizeCalculation: (html) => Math.max(1, html.length),
    });
  }

  private static key(req: Request, lang: Lang): string {
    return `${lang} ${req.originalUrl}`;
  }

  /** Keep `html` as the page of `req` in `lang`. */
  keep(req: Request, lang: Lang, html: Buffer): void {
    // A page over the size limit is not kept, and the older copy under its key goes too.
    this.pages.set(LastGoodPages.key(req, lang), html);
  }

  get(req: Request, lang: Lang): Buffer | undefined {
    return this.pages.get(LastGoodPages.key(req, lang));
  }

  /** Memory held (bytes). */
  get size(): number {
    return this.pages.calculatedSize;
  }

  /**
   * Answer a page request while the database is unavailable: 503 with Retry-After, and the page as
   * it last rendered when there is one, else the static "back shortly" page in `lang`.
   */
  sendUnavailable(req: Request, res: Response, lang: Lang): void {
    if (res.headersSent || res.writableEnded) return;
    const page = this.get(req, lang);
    if (!page) return sendStaticPage(res, 'unavailable', lang);
    unavailableHeaders(res, 'unavailable', lang).send(page);
  }
}
