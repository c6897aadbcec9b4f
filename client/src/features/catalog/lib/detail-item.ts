import type { ItemKind } from '@pachmarhi/common/kinds';
import { itemPath, splitLangPath } from '@pachmarhi/common/routes';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/lang-links';
import { itemFromState } from './detail-links';

/** How a detail page names its item: the slug of '/rooms/:slug', or the id of the original '/room-details?id=…'. */
export type DetailKey = { by: 'slug' | 'id'; value: string };

/**
 * The key and (when navigated from a list) the item of a detail page. The item from navigation
 * state shows at once; the URL's slug (or `?id=`) lets a reload or a shared link fetch it.
 */
export function useDetailParams<T extends { _id: string; slug: string }>(
  kind: ItemKind,
): { key: DetailKey; fromState: T | undefined } {
  const location = useLocation();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const fromState = itemFromState<T>(location.state, kind);
  const key: DetailKey = slug
    ? { by: 'slug', value: slug.toLowerCase() }
    : { by: 'id', value: params.get('id')?.trim() || fromState?._id || '' };
  const matches = fromState && (key.by === 'slug' ? fromState.slug === key.value : fromState._id === key.value);
  return { key, fromState: matches ? fromState : undefined };
}

/**
 * Keep the address on the item's own page: an original '?id=' URL or an old slug (a renamed item)
 * is replaced by '/rooms/<slug>' with the rest of the query (the server answers such URLs with a
 * 301 already; this covers navigation inside the app).
 */
export function useCanonicalItemPath(kind: ItemKind, item: { slug: string } | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const target = item?.slug ? itemPath(kind, item.slug) : undefined;
  useEffect(() => {
    // The page's own path in its language ('/hi/rooms/<slug>' is the same page as '/rooms/<slug>').
    if (!target || splitLangPath(location.pathname).path === target) return;
    const q = new URLSearchParams(location.search);
    q.delete('id');
    const search = q.toString();
    navigate({ pathname: target, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
  }, [target, location.pathname, location.search, location.state, navigate]);
}

/**
 * Which view a detail page shows: 'empty' without a key or for an unknown one (4xx), 'loading'
 * while the first fetch runs, 'error' when it failed otherwise, 'ready' with the item.
 */
export function detailViewState(
  key: string,
  q: { data: unknown; isPending: boolean; error: unknown },
): 'empty' | 'loading' | 'error' | 'ready' {
  if (!key) return 'empty';
  if (q.data) return 'ready';
  const status = (q.error as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return 'empty';
  if (q.error) return 'error';
  return q.isPending ? 'loading' : 'empty';
}
