import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';

/**
 * Query of a resource's list (`[name, 'list']`, e.g. 'rooms'), shared by the public pages and
 * the admin tables. Errors are logged (docs/product.md#messages: the public lists then show their empty state)
 * and rethrown.
 */
export function listQuery<T>(name: string, fetchList: (signal: AbortSignal) => Promise<T[]>) {
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
 * Query of one item by id (`[name, 'detail', id]`) or by the slug of its page (`[name, 'slug', slug]`;
 * the answer may carry a newer slug when the item was renamed, and the page then moves to it):
 * shows `initial` (from navigation state) at once and refreshes it from the API; an unknown item
 * (4xx) is not retried.
 */
function oneItemQuery<T>(name: string, by: 'detail' | 'slug', key: string, initial: T | undefined, fetchOne: (key: string, signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: [name, by, key],
    queryFn: ({ signal }) => fetchOne(key, signal),
    enabled: !!key,
    initialData: initial,
    initialDataUpdatedAt: 0,
    retry: (n, err) => !(err instanceof ApiRequestError && err.status < 500) && n < 1,
    // An answer the server render got (a 404 for an unknown item) stands: the page hydrates as sent.
    retryOnMount: false,
  });
}

/** Query of one item by id; see `oneItemQuery`. */
export const itemQuery = <T>(name: string, id: string, initial: T | undefined, fetchOne: (id: string, signal: AbortSignal) => Promise<T>) =>
  oneItemQuery(name, 'detail', id, initial, fetchOne);

/** Query of one item by the slug of its page; see `oneItemQuery`. */
export const slugQuery = <T>(name: string, slug: string, initial: T | undefined, fetchBySlug: (slug: string, signal: AbortSignal) => Promise<T>) =>
  oneItemQuery(name, 'slug', slug, initial, fetchBySlug);

/** The options `listQuery` returns, for components that take a resource's list query. */
export type ListQuery<T> = ReturnType<typeof listQuery<T>>;

/** A resource's detail query for an id, seeded with the item from navigation state. */
export type ItemQuery<T> = (id: string, initial?: T) => ReturnType<typeof itemQuery<T>>;

/** The query-options factory of one resource: its cache prefix, its list and its items. */
export interface ResourceQueries<T> {
  /** Cache prefix of everything about the resource (invalidate it after a change). */
  all: readonly [string];
  list: () => ListQuery<T>;
  detail: ItemQuery<T>;
  /** The item of a page '/rooms/<slug>' (an old slug finds it too). */
  bySlug: ItemQuery<T>;
}

/**
 * Build a resource's query-options factory from its three GET calls (list, by id, by slug; all public).
 * @param name the cache prefix, e.g. 'rooms'
 */
export function resourceQueries<T>(
  name: string,
  fetchList: (signal: AbortSignal) => Promise<T[]>,
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
  fetchBySlug: (slug: string, signal: AbortSignal) => Promise<T>,
): ResourceQueries<T> {
  const list = listQuery(name, fetchList);
  return {
    all: [name], list: () => list,
    detail: (id, initial) => itemQuery(name, id, initial, fetchOne),
    bySlug: (slug, initial) => slugQuery(name, slug, initial, fetchBySlug),
  };
}
