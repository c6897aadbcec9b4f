import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';
import { createRoom } from './support/records';
import { bearer, makeTestApp, type TestApp } from './support/test-app';

const REAL_DIST = path.join(REPO_ROOT, 'client/dist');
const BUILT =
  fs.existsSync(path.join(REAL_DIST, 'index.html')) &&
  fs.existsSync(path.join(REPO_ROOT, 'client/dist-server/entry-server.js'));
const NO_BUILD = 'skipped: the client build is missing (npm run build)';
if (!BUILT) console.warn(`[host-header] the server-rendered page case is ${NO_BUILD}`);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('absolute URLs and the Host header', () => {
  it('when NODE_ENV=production has no SITE_URL, then the configuration is refused (links would come from the Host header)', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => readConfig(prod)).toThrow(/SITE_URL is required when NODE_ENV=production/);
    expect(readConfig({ ...prod, SITE_URL: 'https://pachmarhistays.in/' }).siteUrl).toBe('https://pachmarhistays.in');
  });

  it('when SITE_URL is unset and Host is evil.example, then site-config, sitemap, robots.txt and the iCal links use the configured origin, never the Host', async () => {
    t = await makeTestApp({ PORT: '3000' });
    await createRoom(t);
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.evil.example:3000']) {
      const config = await request(t.app).get('/api/site-config').set('Host', host);
      expect(config.body.data.siteUrl).toBe('http://localhost:3000');
      const sitemap = await request(t.app).get('/sitemap.xml').set('Host', host);
      expect(sitemap.text).not.toContain('evil');
      expect(sitemap.text).toContain('<loc>http://localhost:3000/rooms/pine-room</loc>');
      const robots = await request(t.app).get('/robots.txt').set('Host', host);
      expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      const links = await request(t.app).get('/api/ical-links').set('Host', host).set(bearer(t.adminToken));
      expect(links.status).toBe(200);
      expect(links.body.data.length).toBeGreaterThan(0);
      for (const l of links.body.data as Array<{ url: string }>)
        expect(l.url).toMatch(/^http:\/\/localhost:3000\/api\/ical\//);
    }
  });

  it('when SITE_URL is unset and Host is a loopback name on the configured port or the one the request came in on, then that origin (development)', async () => {
    t = await makeTestApp({ PORT: '3000' });
    // supertest connects to 127.0.0.1:<its own port> and says so in Host.
    const own = await request(t.app).get('/api/site-config');
    expect(own.body.data.siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await request(t.app).get('/api/site-config').set('Host', 'localhost:3000')).body.data.siteUrl).toBe(
      'http://localhost:3000',
    );
    // A loopback name on some other port is not this server's address either.
    expect((await request(t.app).get('/api/site-config').set('Host', 'localhost:6666')).body.data.siteUrl).toBe(
      'http://localhost:3000',
    );
  });

  it('when SITE_URL is set, then it is the origin whatever the Host says', async () => {
    t = await makeTestApp({ SITE_URL: 'https://pachmarhistays.in' });
    for (const host of ['evil.example', 'localhost:3000']) {
      expect((await request(t.app).get('/api/site-config').set('Host', host)).body.data.siteUrl).toBe(
        'https://pachmarhistays.in',
      );
    }
  });

  it.runIf(BUILT)(
    `when a server-rendered page is asked for with Host: evil.example, then its canonical link, preview tags, JSON-LD and WhatsApp text name the configured origin${BUILT ? '' : ` (${NO_BUILD})`}`,
    async () => {
      t = await makeTestApp({ PORT: '3000', CLIENT_DIST: REAL_DIST });
      await createRoom(t);
      for (const page of ['/', '/hotel', '/rooms/pine-room']) {
        const res = await request(t.app).get(page).set('Host', 'evil.example').set('Accept', 'text/html');
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('evil.example');
        expect(res.text).toContain('http://localhost:3000');
      }
    },
  );
});
