import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Inventory } from '../inventory/inventory.module';
import { currentSlug, robotsTxt, sitemapXml } from './seo.service';

/** What search engines read (robots.txt, sitemap.xml) and the item pages' canonical addresses; see `createSeo`. */
export interface Seo {
  /** robots.txt for the site at `origin` ('https://example.com', no trailing slash). */
  robots(origin: string): string;
  /**
   * sitemap.xml for the site at `origin`: the public pages and every room, tour and vehicle page
   * with its last change (`lastmod`, UTC), at most 50,000 URLs.
   */
  sitemap(origin: string): Promise<string>;
  /**
   * The current slug of the item of `kind` named by `key`: its id (by 'id', a lower-case uuid) or
   * its current or a former slug (by 'slug'). Undefined when no item answers.
   */
  itemSlug(kind: ItemKind, by: 'id' | 'slug', key: string): Promise<string | undefined>;
}

/** Create the SEO component once per app; it reads the items through `inventory` (nothing cached). */
export function createSeo({ inventory }: { inventory: Inventory }): Seo {
  return {
    robots: robotsTxt,
    sitemap: (origin) => sitemapXml(inventory, origin),
    itemSlug: (kind, by, key) => currentSlug(inventory, kind, by, key),
  };
}
