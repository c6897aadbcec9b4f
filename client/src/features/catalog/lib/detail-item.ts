import type { ItemKind } from '@pachmarhi/common/kinds';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { itemFromState } from './detail-links';

/**
 * The id and (when navigated from a list) the item of a detail page. The item from navigation
 * state shows at once; the `?id=` in the URL lets a reload or a shared link fetch it. When the
 * page was reached with state but no `?id=`, the id is written into the URL.
 */
export function useDetailParams<T extends { _id: string }>(kind: ItemKind): { id: string; fromState: T | undefined } {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromState = itemFromState<T>(location.state, kind);
  const urlId = params.get('id')?.trim() ?? '';
  const id = urlId || fromState?._id || '';

  useEffect(() => {
    if (!urlId && fromState?._id) {
      navigate({ pathname: location.pathname, search: `?id=${encodeURIComponent(fromState._id)}` }, { replace: true, state: location.state });
    }
  }, [urlId, fromState?._id, location.pathname, location.state, navigate]);

  return { id, fromState: fromState && fromState._id === id ? fromState : undefined };
}

/**
 * Which view a detail page shows: 'empty' without an id or for an unknown one (4xx), 'loading'
 * while the first fetch runs, 'error' when it failed otherwise, 'ready' with the item.
 */
export function detailViewState(id: string, q: { data: unknown; isPending: boolean; error: unknown }): 'empty' | 'loading' | 'error' | 'ready' {
  if (!id) return 'empty';
  if (q.data) return 'ready';
  const status = (q.error as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return 'empty';
  if (q.error) return 'error';
  return q.isPending ? 'loading' : 'empty';
}
