import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** One `<url>` of a sitemap: its address, last change and `xhtml:link rel="alternate"` entries. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * The URLs of a sitemap.xml, read with an XML parser (not patterns): fails the test unless the text
 * is well-formed XML whose root is sitemaps.org's `urlset`, declaring the XHTML namespace as `xhtml`
 * when it has `xhtml:link` entries (Google's hreflang form), and every element is one those two allow.
 */
export function sitemapUrls(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(xml) as {
    urlset: { '@xmlns': string; '@xmlns:xhtml'?: string; url?: Record<string, unknown>[] };
  };
  const { urlset } = doc;
  expect(urlset['@xmlns']).toBe(SITEMAP_NS);
  const urls = urlset.url ?? [];
  if (xml.includes('<xhtml:link')) expect(urlset['@xmlns:xhtml']).toBe(XHTML_NS);
  return urls.map((u) => {
    for (const key of Object.keys(u))
      expect(['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link'], key).toContain(key);
    const links = (u['xhtml:link'] ?? []) as { '@rel': string; '@hreflang': string; '@href': string }[];
    for (const l of links) expect(l['@rel']).toBe('alternate');
    return {
      loc: u.loc as string,
      ...(u.lastmod ? { lastmod: u.lastmod as string } : {}),
      alternates: links.map((l) => ({ hreflang: l['@hreflang'], href: l['@href'] })),
    };
  });
}
