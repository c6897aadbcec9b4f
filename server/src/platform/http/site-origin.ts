import type { Request } from 'express';
import type { AppConfig } from '../../config';

/** Host names a development server may be asked for by its own machine. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/;
/** The Vite dev server's port (`npm run dev`), which passes the browser's Host on to the API. */
const DEV_CLIENT_PORT = 5173;

/**
 * The site's public origin for absolute links (canonical, link previews, JSON-LD, sitemap, robots,
 * calendar feeds), without a trailing slash. SITE_URL when set, which production requires
 * (config.ts). Without it (development, tests), the request's own origin only when its Host is a
 * loopback name (localhost, 127.0.0.1, [::1]) on the configured port, the port the request came in
 * on or the dev client's; any other Host gets http://localhost:<port>. A Host header is never
 * echoed: `Host: evil.example` must not end up in cached sitemaps or link previews.
 */
export function siteOrigin(config: Pick<AppConfig, 'siteUrl' | 'port'>, req: Request): string {
  if (config.siteUrl) return config.siteUrl;
  const localPort = req.socket?.localPort;
  const host = (req.get('host') ?? '').toLowerCase();
  const m = LOOPBACK_HOST.exec(host);
  if (m) {
    const port = Number(m[2] ?? (req.protocol === 'https' ? 443 : 80));
    if (port === config.port || port === localPort || port === DEV_CLIENT_PORT)
      return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
  }
  return `http://localhost:${config.port || localPort || 80}`;
}
