import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A client build made up for page tests: `dist/index.html` (the template) and
 * `dist-server/entry-server.js`, a stand-in for the real server entry whose renders do what their
 * address says: `?delay=<ms>` takes that long (waiting), `?burn=<ms>` as long on the CPU, `?hang=1` runs until it is abandoned (then fails as
 * React does), `?throw=1` fails at once (a render that breaks on data it did not get), and a page renders "unavailable" (as when its data got 503) when the file
 * `<dir>/unavailable` exists or when `?data=<api path>` answers 503. Each page says when it was
 * rendered (`rendered <n>`), so a test can tell a fresh render from a kept copy, and the NODE_ENV
 * its thread sees. Data goes through the server's in-process answers (`data`) when it has them,
 * else over HTTP; `?echo=<api path>` puts that answer in the page (`<pre id="echo">`, URI-encoded JSON).
 * @returns the dist folder (CLIENT_DIST) and the switch for "unavailable"
 */
export function fakeClientDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-fake-dist-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.mkdirSync(path.join(dir, 'dist-server'));
  fs.writeFileSync(
    path.join(dir, 'dist/index.html'),
    '<!doctype html><html lang="en"><head><title>Shell</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  const flag = path.join(dir, 'unavailable');
  fs.writeFileSync(
    path.join(dir, 'dist-server/entry-server.js'),
    `
import fs from 'node:fs';
let renders = 0;
const ask = async (data, apiOrigin, path, signal) => (data && (await data(path))) || { status: (await fetch(apiOrigin + path, { signal })).status, http: true };
export async function render({ url, lang, apiOrigin, siteOrigin, signal, data }) {
  const q = new URL(url, 'http://x').searchParams;
  if (q.get('hang')) await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
  if (q.get('throw')) throw new Error('render failed');
  if (q.get('delay')) await new Promise((resolve) => setTimeout(resolve, Number(q.get('delay'))));
  if (q.get('burn')) for (const end = Date.now() + Number(q.get('burn')); Date.now() < end;); // CPU, as React's render passes
  let unavailable = fs.existsSync(${JSON.stringify(flag)});
  if (q.get('data')) unavailable ||= (await ask(data, apiOrigin, q.get('data'), signal)).status === 503;
  const echo = q.get('echo') ? '<pre id="echo">' + encodeURIComponent(JSON.stringify(await ask(data, apiOrigin, q.get('echo'), signal))) + '</pre>' : '';
  const n = ++renders;
  const html = echo + '<title>Page</title><link rel="canonical" href="' + siteOrigin + url + '"><!--$--><main lang="' + lang + '">rendered ' + n + ' (NODE_ENV ' + process.env.NODE_ENV + ')</main><!--/$-->';
  return { pipe: (into) => into.end(unavailable ? '' : html), state: '{}', modules: [], unavailable };
}
`,
  );
  return {
    dist: path.join(dir, 'dist'),
    setUnavailable(on: boolean) {
      if (on) fs.writeFileSync(flag, '');
      else fs.rmSync(flag, { force: true });
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
