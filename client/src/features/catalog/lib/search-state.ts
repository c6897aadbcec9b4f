import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/lang-links';
import {
  lastStayStart,
  parseStaySearch,
  withStay,
  writeStaySearch,
  type StaySearch,
} from '@pachmarhi/common/stay-search';
import { useSiteConfig } from '@/lib/queries/site-config';
import { todayIST } from '@pachmarhi/common/time';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { legacyDetailKind, parseItemPath, splitLangPath } from '@pachmarhi/common/routes';

export type { StaySearch } from '@pachmarhi/common/stay-search';

/** The list page of each kind: where a search from a page of that kind leads. */
export const LISTING_PATHS: Record<ItemKind, string> = { room: '/hotel', tour: '/tours', vehicle: '/gypsy' };

/** The kind a public path shows (list or detail page, in either language); rooms elsewhere (home, gallery…). */
export function kindOfPath(address: string): ItemKind {
  const pathname = splitLangPath(address).path;
  const detail = parseItemPath(pathname)?.kind ?? legacyDetailKind(pathname);
  if (detail) return detail;
  if (pathname.startsWith('/tour')) return 'tour';
  if (pathname.startsWith('/gypsy')) return 'vehicle';
  return 'room';
}

/**
 * The last date a stay may start (`lastStayStart` with the site configuration's MAX_ADVANCE_DAYS;
 * the default two years until it is loaded — it is in every server-rendered page). 'YYYY-MM-DD', IST.
 */
export function useLastStayStart(): string {
  const { data } = useSiteConfig();
  return lastStayStart(todayIST(), data?.maxAdvanceDays);
}

export interface StaySearchState {
  /** The stay of the current URL (invalid values dropped, dates past or beyond the booking horizon too; guests default 2). */
  search: StaySearch;
  /** Write `next` into the current URL (other parameters kept), e.g. from a detail page's date picker; a new history entry unless `replace`. */
  setSearch: (next: Partial<StaySearch>, options?: { replace?: boolean }) => void;
  /** `path` with the current stay appended: links between public pages keep it. */
  linkTo: (path: string) => string;
  /** Go to the list page matching the current page (or `kind`) with `search`. */
  searchListing: (search: StaySearch, kind?: ItemKind) => void;
}

/**
 * The visitor's stay search, kept in the URL (`?checkIn=&checkOut=&guests=&destination=`) so reload,
 * back/forward and shared links keep it (docs/product.md#validation rules via common/stay-search).
 */
export function useStaySearch(): StaySearchState {
  const [params] = useSearchParams();
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const key = params.toString();
  const lastStart = useLastStayStart();
  const search = useMemo(() => parseStaySearch(key, todayIST(), lastStart), [key, lastStart]);
  // Changes not in the URL yet (a navigation lands a moment later): a second change before then
  // (two choices replayed after hydration, two quick taps) adds to the first instead of undoing it.
  const pending = useRef<Partial<StaySearch>>({});
  useEffect(() => {
    pending.current = {};
  }, [key]);
  const setSearch = useCallback<StaySearchState['setSearch']>(
    // The navigation state (a detail page's item) stays, so changing dates does not refetch the item.
    (next, options) => {
      pending.current = { ...pending.current, ...next };
      navigate(
        { pathname, search: `?${writeStaySearch({ ...search, ...pending.current }, key)}` },
        { replace: options?.replace, state },
      );
    },
    [navigate, pathname, search, key, state],
  );
  const linkTo = useCallback((path: string) => withStay(path, search), [search]);
  const searchListing = useCallback<StaySearchState['searchListing']>(
    (next, kind = kindOfPath(pathname)) => {
      const target = LISTING_PATHS[kind];
      // On the list page itself other parameters (sort, filters) stay; elsewhere (e.g. a detail page's id) they do not apply.
      navigate(
        target === splitLangPath(pathname).path
          ? { pathname, search: `?${writeStaySearch(next, key)}` }
          : withStay(target, next),
      );
    },
    [navigate, pathname, key],
  );
  return { search, setSearch, linkTo, searchListing };
}
