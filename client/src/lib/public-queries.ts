import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/**
 * Query of a public list (`[name, 'list']`, e.g. 'rooms'). Errors are only logged (spec §8) and
 * rethrown, so the list then shows its empty state.
 */
export function publicListQuery<T>(name: string, fetchList: (signal: AbortSignal) => Promise<T[]>) {
  return queryOptions({
    queryKey: [name, 'list'],
    queryFn: ({ signal }) =>
      fetchList(signal).catch((err: unknown) => {
        if (!signal.aborted) console.error(`Failed to fetch ${name}`, err);
        throw err;
      }),
  });
}

/**
 * Query of one item of a detail page (`[name, 'detail', id]`): shows `initial` (from navigation
 * state) at once and refreshes it from the API; an unknown id (4xx) is not retried.
 */
export function publicItemQuery<T>(name: string, id: string, initial: T | undefined, fetchOne: (id: string, signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: [name, 'detail', id],
    queryFn: ({ signal }) => fetchOne(id, signal),
    enabled: !!id,
    initialData: initial,
    initialDataUpdatedAt: 0,
    retry: (n, err) => !(err instanceof ApiRequestError && err.status < 500) && n < 1,
  });
}

/** The options `publicListQuery` returns, for components that take a kind's list query. */
export type PublicListQuery<T> = ReturnType<typeof publicListQuery<T>>;

/** A kind's detail query for an id, seeded with the item from navigation state (e.g. `roomQuery`). */
export type PublicItemQuery<T> = (id: string, initial: T | undefined) => ReturnType<typeof publicItemQuery<T>>;
