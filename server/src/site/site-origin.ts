import type { Request } from 'express';
import type { AppConfig } from '../config';

/**
 * The site's public origin for absolute links, without a trailing slash: SITE_URL when set, else
 * the protocol and host the request came to (behind a trusted proxy, its X-Forwarded-Proto/Host).
 */
export function siteOrigin(config: Pick<AppConfig, 'siteUrl'>, req: Request): string {
  return config.siteUrl || `${req.protocol}://${req.get('host')}`;
}
