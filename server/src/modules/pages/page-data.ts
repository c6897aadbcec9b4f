import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import { toLang } from '@pachmarhi/common/i18n/lang';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../platform/errors/app-error';
import { toAppError } from '../../platform/errors/error-handler';
import type { DatabaseOutageLog } from '../../platform/errors/database-outage';
import { matchPath, type PublicRead } from '../../platform/http/public-read';
import type { Logger } from '../../platform/logging/logger';
import type { DataAnswer, PageDataSource } from './render-worker';

/** Public reads under where their router is mounted ('/api', '/api/gallery', '/api/rooms'…). */
export interface MountedReads {
  prefix: string;
  reads: readonly PublicRead[];
}

/** The public GET endpoints the pages read, and what their failures are told to. */
export interface PageDataDeps {
  /** The very reads the API's routes answer with (each module's `*Reads`), by mount point. */
  reads: readonly MountedReads[];
  /** Told when a page's data finds the database unavailable (logged once per outage, as for the API). */
  outage?: DatabaseOutageLog;
  /** Where unexpected failures are logged (as the API's error handler logs them). */
  logger?: Logger;
}

/**
 * The public API's GET answers the pages' queries call (client/src/lib/queries), made in this
 * process by the same reads the API's routes call, instead of over HTTP: the same status and the
 * same JSON as the route (server/test/fast-pages.test.ts compares them), in the render's language
 * unless the path asks for another (`?lang=`, as the API reads it). A path no read declares
 * returns undefined, and the render calls the API for it. Cached bodies go as their bytes.
 */
export function createPageData({ reads, outage, logger }: PageDataDeps): PageDataSource {
  const routes = reads.flatMap(({ prefix, reads: list }) => list.map((r) => ({ ...r, path: prefix + r.path })));

  return async (path, { lang, origin }) => {
    const url = new URL(path, 'http://page-data');
    const query = Object.fromEntries(url.searchParams);
    const asked = typeof query.lang === 'string' && query.lang ? toLang(query.lang) : lang;
    try {
      for (const route of routes) {
        const params = matchPath(route.path, url.pathname);
        if (!params) continue;
        const answer = await route.read({ params, query, lang: asked, origin });
        const body = 'cached' in answer ? answer.cached.bytes : JSON.stringify(answer.json);
        return { status: 200, body } satisfies DataAnswer;
      }
      return undefined;
    } catch (err) {
      const e = toAppError(err);
      if (e.status === 503 && e.message === DATABASE_UNAVAILABLE_MESSAGE) outage?.failed(e.cause ?? err);
      else if (e.status >= 500) logger?.error({ err, path }, "[pages] a page's data failed");
      return { status: e.status, body: JSON.stringify({ success: false, message: localizeMessage(e.message, asked) }) };
    }
  };
}
