import { jsonLdText, lodgingBusinessLd } from '@pachmarhi/common/structured-data';
import { resolveImageUrl } from '@pachmarhi/common/images';
import { usePageTitle } from '@/hooks/use-page-title';
import { FALLBACK_BUSINESS_NAME, useSiteConfig } from '@/lib/queries/site-config';

export interface PageMetaProps {
  /** The page's own title ('Rooms in Pachmarhi'); '' on the home page (the business name alone). */
  title: string;
  /** One or two sentences for search results and link previews (about 160 characters). */
  description: string;
  /** The page's canonical path ('/hotel', '/rooms/pine-room'), without the visitor's stay. */
  path: string;
  /** Stored path or URL of the page's picture for link previews (the item's first photo). */
  image?: string | null;
  /** This page's own schema.org objects for the site's origin (the business is always added). */
  structuredData?: (origin: string) => readonly unknown[];
}

/**
 * The head of a public page: the document title ('Page · Business', usePageTitle), meta
 * description, canonical link, Open Graph and Twitter tags (absolute URLs from the site's origin,
 * GET /api/site-config) and the JSON-LD of the business plus `structuredData`. React hoists the
 * meta and link tags into `<head>`.
 */
export function PageMeta({ title, description, path, image, structuredData }: PageMetaProps) {
  const { data: site } = useSiteConfig();
  const name = site?.businessName ?? FALLBACK_BUSINESS_NAME;
  const fullTitle = title ? `${title} · ${name}` : name;
  usePageTitle(title, name);
  const origin = site?.siteUrl ?? '';
  const url = origin + path;
  const imageUrl = image ? resolveImageUrl(image, origin) : '';
  const data = site ? [lodgingBusinessLd(site, origin), ...(structuredData?.(origin) ?? [])] : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {origin && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_IN" />
      {origin && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {data.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data.length === 1 ? data[0] : data) }} />}
    </>
  );
}
