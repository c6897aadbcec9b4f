import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** What an asset is sent as, by its extension. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The client build's hashed files (`/assets/…`, named by their content, so cached for a year),
 * sent ahead of the app's middleware: the Brotli or gzip copy the build made
 * (client/scripts/precompress.mjs) when the browser takes it, else the file, with the few
 * headers a script or stylesheet needs (the page's own Content-Security-Policy and the like come
 * with the page). No compression per request and about 1 KB less of headers per file: a page
 * loads a score of them. Anything not found passes on.
 * @param dir the build's assets folder (client/dist/assets)
 */
export function staticAssets(dir: string, headers: Record<string, string> = {}): RequestHandler {
  const root = path.resolve(dir);
  /** Which precompressed copies exist, by file (the build's files do not change while it runs). */
  const copies = new Map<string, { br: boolean; gz: boolean } | null>();
  const copiesOf = (file: string) => {
    let c = copies.get(file);
    if (c === undefined) {
      c = fs.existsSync(file) ? { br: fs.existsSync(`${file}.br`), gz: fs.existsSync(`${file}.gz`) } : null;
      copies.set(file, c);
    }
    return c;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!/^[\w.-]+$/.test(name)) return next(); // one file name, no folders
    const file = path.join(root, name);
    const found = copiesOf(file);
    if (!found) return next();
    const type = TYPES[path.extname(name)];
    const encoding = !type
      ? undefined
      : found.br && req.acceptsEncodings('br')
        ? 'br'
        : found.gz && req.acceptsEncodings('gzip')
          ? 'gzip'
          : undefined;
    res.set({
      ...headers,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ...(type ? { 'Content-Type': type, Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    const sent = encoding ? `${name}.${encoding === 'br' ? 'br' : 'gz'}` : name;
    // `root`: only the file's own name goes through send's dot-segment check, not the checkout's path.
    res.sendFile(sent, { root, dotfiles: 'deny', lastModified: false, cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
