import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResourceQueries } from '@/lib/queries/query-factories';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * Which record a form edits. Edit mode is reached with navigation state `{isEditing: true, [stateKey]: item}`
 * (docs/product.md#screens) or, after a reload, from `?id=`. The record is always fetched with the resource's
 * `forForm` query (e.g. `roomQueries.forForm`: both languages, which the list's item in the state lacks); the
 * state names which one. When only the state is present, `?id=` is added to the URL so a reload keeps editing
 * the same record.
 */
export function useEditTarget<T extends { _id: string }>(
  stateKey: string,
  queries: Pick<ResourceQueries<T>, 'forForm'>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (location.state ?? null) as ({ isEditing?: boolean } & Record<string, unknown>) | null;
  const fromState = state?.isEditing ? (state[stateKey] as T | undefined) : undefined;
  const paramId = params.get('id');
  const stateItem = fromState && (!paramId || fromState._id === paramId) ? fromState : undefined;
  const id = paramId ?? stateItem?._id ?? null;

  useEffect(() => {
    if (stateItem && !paramId)
      navigate(`${location.pathname}?id=${encodeURIComponent(stateItem._id)}`, {
        replace: true,
        state: location.state,
      });
  }, [stateItem, paramId, navigate, location.pathname, location.state]);

  const query = useQuery(queries.forForm(id ?? ''));

  return {
    isEditing: !!id,
    id,
    item: query.data,
    isLoading: !!id && query.isLoading,
    error: query.error,
  };
}
