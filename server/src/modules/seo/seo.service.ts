import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import {
  ADMIN_PATH_PREFIX,
  CLIENT_ONLY_PATHS,
  INDEXABLE_PATHS,
  itemPath,
  langAlternates,
  localizedPath,
  PUBLIC_PATHS,
} from '@pachmarhi/common/routes';
import { LANGUAGES } from '@pachmarhi/common/i18n/lang';
import { AppError } from '../../platform/errors/app-error';
import { inventoryKind, type Inventory } from '../inventory/inventory.module';

/** The most URLs one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/** Paths crawlers are asked to leave alone: the back office, the API and the client-only pages (account screens, /api-test). */
const DISALLOWED = [ADMIN_PATH_PREFIX, '/api/', ...CLIENT_ONLY_PATHS];

/** The listing page of each kind, whose `lastmod` is its newest item's. */
const LISTING_OF: Record<ItemKind, string> = {
  room: PUBLIC_PATHS.rooms,
  tour: PUBLIC_PATHS.tours,
  vehicle: PUBLIC_PATHS.vehicles,
};

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** robots.txt: everything allowed but the back office, the API and the account pages; names `origin`'s sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml: the indexable public pages, then every room, tour and vehicle page (newest first
 * per kind), each in English and in Hindi ('/hi/…'), at most 50,000 URLs, absolute under `origin`.
 * Each URL names both languages' URLs and x-default as `xhtml:link rel="alternate" hreflang`
 * (Google's sitemap form of hreflang; docs/decisions/022-hindi-urls.md). An item's `lastmod` is its
 * last change (UTC); a listing page's is its newest item's.
 */
export async function sitemapXml(inventory: Inventory, origin: string): Promise<string> {
  const perPage = LANGUAGES.length;
  const maxPages = Math.floor(SITEMAP_MAX_URLS / perPage);
  const lastmodOf = new Map<string, string>();
  const items: { path: string; lastmod: string }[] = [];
  for (const kind of ITEM_KINDS) {
    const rows = await inventory.recent(inventoryKind(kind), maxPages - INDEXABLE_PATHS.length);
    for (const row of rows) items.push({ path: itemPath(kind, row.slug as string), lastmod: row.updatedAt });
    const newest = rows
      .map((r) => r.updatedAt)
      .sort()
      .at(-1);
    if (newest) lastmodOf.set(LISTING_OF[kind], newest);
  }
  const pages = [...INDEXABLE_PATHS.map((path) => ({ path, lastmod: lastmodOf.get(path) })), ...items].slice(
    0,
    maxPages,
  );
  const url = (path: string) => xmlEscape(origin + path);
  const entry = (p: { path: string; lastmod?: string }) => {
    const links = langAlternates(p.path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${url(a.path)}"/>`)
      .join('');
    const lastmod = p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : '';
    return LANGUAGES.map((lang) => `<url><loc>${url(localizedPath(p.path, lang))}</loc>${lastmod}${links}</url>`);
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The current slug of the item of `kind` that `key` names: its id (lower-case uuid) or a slug it
 * has or had before a rename. Undefined when no item answers.
 */
export async function currentSlug(
  inventory: Inventory,
  kind: ItemKind,
  by: 'id' | 'slug',
  key: string,
): Promise<string | undefined> {
  const k = inventoryKind(kind);
  try {
    if (by === 'slug') return (await inventory.bySlug(k, key, 'en')).meta;
    return (await inventory.get(k, key)).slug as string;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}
