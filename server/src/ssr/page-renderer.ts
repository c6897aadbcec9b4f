import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Transform } from 'node:stream';
import type { Request, Response } from 'express';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import type { Logger } from '../logging/logger';

/** What client/src/entry-server.tsx exports (built to client/dist-server/entry-server.js). */
interface ServerEntry {
  render(input: { url: string; lang: Lang; apiOrigin: string; siteOrigin: string; signal?: AbortSignal }): Promise<{ pipe(into: NodeJS.WritableStream): void; state: string; modules: string[] }>;
}

/** One chunk of Vite's build manifest (client/dist/.vite/manifest.json). */
interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }

/**
 * From Vite's manifest: the stylesheets a page module needs beyond what index.html already loads,
 * as `<link>` tags, so the server-rendered page is styled before its script arrives (no layout
 * shift when it does). Its scripts are not preloaded: on a slow link they would take bandwidth from
 * the page's main image (the browser imports them before hydrating, entry-client.tsx).
 */
function pageStylesheets(manifest: Record<string, ManifestChunk>): (modules: string[]) => string {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      manifest[k].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const inTemplate = closure(Object.keys(manifest).filter((k) => manifest[k].isEntry));
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join(',');
    if (!cache.has(key)) {
      const chunks = [...closure(modules)].filter((k) => !inTemplate.has(k)).map((k) => manifest[k]);
      const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
      cache.set(key, css.join(''));
    }
    return cache.get(key)!;
  };
}

/**
 * React writes the head tags it hoists (title, meta, canonical and preload links) before the app's
 * markup, which starts with the root Suspense boundary's comment (client/src/app/app.tsx).
 */
const APP_START = '<!--$';

/** Where a request can reach this same process's API: the address it came in on. */
function selfOrigin(req: Request): string {
  const host = req.socket.localAddress ?? '127.0.0.1';
  const bare = host.startsWith('::ffff:') ? host.slice(7) : host;
  return `http://${bare.includes(':') ? `[${bare}]` : bare}:${req.socket.localPort}`;
}

export interface PageRenderer {
  /**
   * Answer `req` with its page rendered on the server inside index.html, streamed, with `status`.
   * Falls back to the bare app shell (rendered in the browser) when rendering fails, and logs why.
   */
  send(req: Request, res: Response, status: number, lang: Lang): Promise<void>;
}

/**
 * The server-side page renderer over a client build: `dist/index.html` as the template and
 * `../dist-server/entry-server.js`. Undefined when the server build is missing (then pages are the
 * bare shell, as before server rendering). `originOf` gives a request's public origin (canonical links).
 */
export async function createPageRenderer(dist: string, logger: Logger, originOf: (req: Request) => string): Promise<PageRenderer | undefined> {
  const entryFile = path.join(dist, '../dist-server/entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const [head, afterHead] = template.split('</head>');
  const [bodyStart, tail] = afterHead.split('<div id="root"></div>');
  if (tail === undefined) throw new Error(`${dist}/index.html has no <div id="root"></div>`);

  const manifestFile = path.join(dist, '.vite/manifest.json');
  const assetsOf = fs.existsSync(manifestFile) ? pageStylesheets(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))) : () => '';
  const shell = (status: number, res: Response) => res.status(status).type('html').send(template);

  return {
    async send(req, res, status, lang) {
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      let page: Awaited<ReturnType<ServerEntry['render']>>;
      try {
        page = await entry.render({ url: req.originalUrl, lang, apiOrigin: selfOrigin(req), siteOrigin: originOf(req), signal: abort.signal });
      } catch (err) {
        logger.error({ err, url: req.originalUrl }, 'server render failed; sending the app shell');
        return void shell(status, res);
      }
      res.status(status).type('html').set('Vary', 'Cookie, Accept-Language');
      let pending: Buffer | undefined = Buffer.alloc(0); // the start of the markup, until the app's first comment
      const assets = assetsOf(page.modules);
      // The page's own head tags (title, preview tags, the main image's preload) go before the app's
      // script tags, so the browser asks for the main image first; the page's stylesheets after the
      // site's (the order the browser build applies them in).
      const open = (hoisted: string) => {
        const start = (hoisted.includes('<title') ? head.replace(/<title>[^<]*<\/title>/, '') : head).replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
        const at = start.indexOf('<script');
        const [before, after] = at < 0 ? [start, ''] : [start.slice(0, at), start.slice(at)];
        return `${before}${hoisted}${after}${assets}</head>${bodyStart}<div id="root">`;
      };
      const wrap = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (pending === undefined) return done(null, chunk);
          pending = Buffer.concat([pending, chunk]);
          const at = pending.indexOf(APP_START);
          if (at < 0) return done();
          const out = Buffer.concat([Buffer.from(open(pending.subarray(0, at).toString('utf8'))), pending.subarray(at)]);
          pending = undefined;
          done(null, out);
        },
        flush(done) {
          const start = pending === undefined ? '' : open('') + pending.toString('utf8');
          done(null, `${start}</div><script type="application/json" id="ssr-state">${page.state}</script>${tail}`);
        },
      });
      wrap.pipe(res);
      page.pipe(wrap);
    },
  };
}
