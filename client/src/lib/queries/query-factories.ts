import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { ApiRequestError } from '@/lib/api';

/**
 * Query of a resource's list (`[name, 'list', lang]`, e.g. 'rooms'), shared by the public pages and
 * the admin tables. The API answers in the display language (item names and texts in Hindi where
 * written), so each language has its own entry. Errors are logged (docs/product.md#messages: the public lists then show their empty state)
 * and rethrown.
 */
export function listQuery<T>(name: string, fetchList: (signal: AbortSignal) => Promise<T[]>) {
  return queryOptions({
    queryKey: [name, 'list', displayLang()],
    queryFn: ({ signal }) =>
      fetchList(signal).catch((err: unknown) => {
        if (!signal.aborted) console.error(`Failed to fetch ${name}`, err);
        throw err;
      }),
  });
}

/**
 * Query of one item by id (`[name, 'detail', id, lang]`) or by the slug of its page (`[name, 'slug', slug, lang]`;
 * the answer may carry a newer slug when the item was renamed, and the page then moves to it):
 * shows `initial` (from navigation state) at once and refreshes it from the API; an unknown item
 * (4xx) is not retried.
 */
function oneItemQuery<T>(
  name: string,
  by: 'detail' | 'slug',
  key: string,
  initial: T | undefined,
  fetchOne: (key: string, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [name, by, key, displayLang()],
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
export const itemQuery = <T>(
  name: string,
  id: string,
  initial: T | undefined,
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
) => oneItemQuery(name, 'detail', id, initial, fetchOne);

/** Query of one item by the slug of its page; see `oneItemQuery`. */
export const slugQuery = <T>(
  name: string,
  slug: string,
  initial: T | undefined,
  fetchBySlug: (slug: string, signal: AbortSignal) => Promise<T>,
) => oneItemQuery(name, 'slug', slug, initial, fetchBySlug);

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
  /** The item as its admin form edits it: both languages (`hi`), admin token; key `['admin', name, id]`. */
  forForm: (id: string) => ReturnType<typeof formQuery<T>>;
}

/**
 * Build a resource's query-options factory from its GET calls (list, by id, by slug: public, in the
 * display language; for the form: admin, both languages).
 * @param name the cache prefix, e.g. 'rooms'
 */
export function resourceQueries<T>(
  name: string,
  fetchList: (signal: AbortSignal) => Promise<T[]>,
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
  fetchBySlug: (slug: string, signal: AbortSignal) => Promise<T>,
  fetchForForm: (id: string, signal: AbortSignal) => Promise<T>,
): ResourceQueries<T> {
  return {
    all: [name],
    list: () => listQuery(name, fetchList),
    detail: (id, initial) => itemQuery(name, id, initial, fetchOne),
    bySlug: (slug, initial) => slugQuery(name, slug, initial, fetchBySlug),
    forForm: (id) => formQuery(name, id, fetchForForm),
  };
}

/** Query of one item for its admin form (`['admin', name, id]`, never stale, not retried). */
function formQuery<T>(name: string, id: string, fetchForForm: (id: string, signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: ['admin', name, id],
    queryFn: ({ signal }) => fetchForForm(id, signal),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

/**
 * A mutation after which every query under `keys` (the factories' `all` keys) is fetched again,
 * whether it succeeded or failed: what a write changes is read anew.
 */
export function useRefetchingMutation<V, R>(mutationFn: (v: V) => Promise<R>, keys: readonly QueryKey[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
