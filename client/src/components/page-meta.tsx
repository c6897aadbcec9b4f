import { jsonLdText, lodgingBusinessLd } from '@pachmarhi/common/structured-data';
import { resolveImageUrl } from '@pachmarhi/common/images';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { hasLangUrls, langAlternates, localizedPath, OG_LOCALE } from '@pachmarhi/common/routes';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePagePath } from '@/lib/lang-links';
import { FALLBACK_BUSINESS_NAME, siteConfigQuery, useSiteConfig } from '@/lib/queries/site-config';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The site's own link-preview pictures (client/public/media/og, 1200×630, made by
 * scripts/media/make-preview-images.mjs): one per public page that has no photo of its own.
 */
export type PreviewPicture = 'home' | 'rooms' | 'tours' | 'gypsy' | 'gallery' | 'contact' | 'about';
const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

export interface PageMetaProps {
  /** The page's own title ('Rooms in Pachmarhi'); '' on the home page (the business name alone). */
  title: string;
  /** One or two sentences for search results and link previews (about 160 characters). */
  description: string;
  /** The page's English path ('/hotel', '/rooms/pine-room'), without the visitor's stay or the '/hi' prefix. */
  path: string;
  /** Stored path or URL of the page's picture for link previews (the item's first photo), with its text alternative. */
  image?: { src: string; alt: string } | null;
  /** The site's preview picture when the page has no `image` (default: the home page's). */
  preview?: PreviewPicture;
  /** This page's own schema.org objects for the site's origin (the business is always added). */
  structuredData?: (origin: string) => readonly unknown[];
}

/**
 * The head of a public page: the document title ('Page · Business', usePageTitle), meta
 * description, canonical link (the URL of the page's language), hreflang alternates (en-IN, hi-IN,
 * x-default), Open Graph (og:locale of the language) and Twitter tags (absolute URLs from the site's origin,
 * GET /api/site-config) and the JSON-LD of the business plus `structuredData`. React hoists the
 * meta and link tags into `<head>`.
 */
export function PageMeta({ title, description, path, image, preview = 'home', structuredData }: PageMetaProps) {
  const { t } = useTranslation();
  const { data: site } = useSiteConfig();
  const name = site?.businessName ?? FALLBACK_BUSINESS_NAME;
  const fullTitle = title ? `${title} · ${name}` : name;
  usePageTitle(title, name);
  const origin = site?.siteUrl ?? '';
  // The page in the language it is read in: canonical and og:url are this language's URL, the
  // alternates name both (docs/decisions/022-hindi-urls.md).
  const { lang } = usePagePath();
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  const url = origin + localizedPath(path, lang);
  const alternates = hasLangUrls(path) ? langAlternates(path) : [];
  const imageUrl = image?.src ? resolveImageUrl(image.src, origin) : `${origin}/media/og/${preview}.jpg`;
  const imageAlt = image?.src ? image.alt : t(`meta.preview.${preview}`);
  // The structured data keeps the English details (its opening hours are read from them), on every page.
  const { data: english } = useQuery(siteConfigQuery());
  const data = english ? [lodgingBusinessLd(english, origin), ...(structuredData?.(origin) ?? [])] : [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {origin && <link rel="canonical" href={url} />}
      {origin &&
        alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={origin + a.path} />)}
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {alternates.length > 0 && <meta property="og:locale:alternate" content={OG_LOCALE[other]} />}
      {origin && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      {!image?.src && <meta property="og:image:width" content={String(PREVIEW_SIZE.width)} />}
      {!image?.src && <meta property="og:image:height" content={String(PREVIEW_SIZE.height)} />}
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {data.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(data.length === 1 ? data[0] : data) }}
        />
      )}
    </>
  );
}
