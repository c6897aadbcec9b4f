/**
 * Turn a stored image path into a URL the browser can load (docs/product.md#image-urls):
 * backslashes become slashes, absolute http(s) URLs are kept, relative paths are served from
 * `<apiBase>/uploads/…`. Returns '' when there is no path (callers show the 'No Image' placeholder).
 * @param apiBase the API host ('' for same origin), without a trailing slash
 */
export function resolveImageUrl(path: string | null | undefined, apiBase = ''): string {
  if (!path) return '';
  const p = path.trim().replace(/\\/g, '/');
  if (!p) return '';
  if (/^https?:\/\//i.test(p) || p.startsWith('data:') || p.startsWith('blob:')) return p;
  const rel = p.replace(/^\/+/, '');
  const base = apiBase.replace(/\/+$/, '');
  return rel.startsWith('uploads/') ? `${base}/${rel}` : `${base}/uploads/${rel}`;
}
