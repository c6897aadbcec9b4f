import type { Response } from 'express';
import type { Lang } from '@pachmarhi/common/i18n/lang';

/**
 * The two pages the server sends without rendering the app, in English and Hindi (the one place
 * for their texts): `busy` when too many pages are being rendered (or a render ran out of time),
 * `unavailable` while the database cannot be reached. Both answer 503 with Retry-After, so search
 * engines come back later instead of indexing them; neither runs a script nor loads anything.
 */
export const STATIC_PAGE_TEXTS = {
  busy: {
    en: {
      title: 'The site is busy',
      message: 'Many visitors are here right now. Please try again in a few seconds.',
      retry: 'Try again',
    },
    hi: {
      title: 'अभी साइट पर बहुत भीड़ है',
      message: 'इस समय बहुत से लोग साइट देख रहे हैं। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
      retry: 'फिर से कोशिश करें',
    },
  },
  unavailable: {
    en: {
      title: 'Back shortly',
      message: 'The site is briefly unavailable. Please try again in a minute.',
      retry: 'Try again',
    },
    hi: {
      title: 'हम जल्द ही लौटेंगे',
      message: 'साइट कुछ देर के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।',
      retry: 'फिर से कोशिश करें',
    },
  },
} as const satisfies Record<string, Record<Lang, { title: string; message: string; retry: string }>>;

export type StaticPage = keyof typeof STATIC_PAGE_TEXTS;

/** Seconds a visitor (or crawler) is asked to wait before asking again (Retry-After). */
export const RETRY_AFTER_S: Record<StaticPage, number> = { busy: 5, unavailable: 30 };

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;background:#f7f5f0;color:#1f2a1f;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}' +
  'main{max-width:28rem;padding:2rem}h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5;margin:0 0 1.5rem}' +
  'a{display:inline-block;padding:.6rem 1.4rem;border-radius:.4rem;background:#2f5d3a;color:#fff;text-decoration:none}';

function html(page: StaticPage, lang: Lang): string {
  const t = STATIC_PAGE_TEXTS[page][lang];
  // href="" is this same address: "try again" asks for the page the visitor wanted.
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${t.title}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${t.title}</h1><p>${t.message}</p><a href="">${t.retry}</a></main></body></html>`
  );
}

/** Made once: a page is answered in a few microseconds however many are turned away. */
const PAGES = Object.fromEntries(
  (Object.keys(STATIC_PAGE_TEXTS) as StaticPage[]).map((page) => [
    page,
    { en: Buffer.from(html(page, 'en')), hi: Buffer.from(html(page, 'hi')) },
  ]),
) as Record<StaticPage, Record<Lang, Buffer>>;

/**
 * The security headers of a page that runs nothing and loads nothing (a stricter set than the app's
 * own): the busy page is sent ahead of the app's middleware, so it brings its own.
 */
const STATIC_SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The headers of a 503 page answer: Retry-After, never cached, per language. */
export function unavailableHeaders(res: Response, page: StaticPage, lang: Lang): Response {
  return res
    .status(503)
    .set({
      ...STATIC_SECURITY_HEADERS,
      'Retry-After': String(RETRY_AFTER_S[page]),
      'Cache-Control': 'no-store',
      'Content-Language': lang,
      Vary: 'Cookie, Accept-Language',
    })
    .type('html');
}

/** Answer with the static `page` in `lang` (503, Retry-After), unless an answer has already started. */
export function sendStaticPage(res: Response, page: StaticPage, lang: Lang): void {
  if (res.headersSent || res.writableEnded) return;
  const body = PAGES[page][lang];
  // Straight out, without res.send's ETag hashing and freshness check: nothing to revalidate.
  unavailableHeaders(res, page, lang).setHeader('Content-Length', body.length);
  res.end(body);
}
