/**
 * What each public page shows, known from its address before it renders: the server fetches these
 * queries (in parallel, through its own modules) and then renders the page once
 * (client/src/entry-server.tsx). The options are the client's own query factories, so the cache
 * the browser hydrates has the very keys and shapes its components ask for.
 *
 * A page that asks for a query not declared here still renders right: the server fetches it and
 * renders again, and logs the query, since that costs a second render (add it here).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { legacyDetailKind, parseItemPath, PUBLIC_PATHS, splitLangPath } from '@pachmarhi/common/routes';
import { lastStayStart, parseStaySearch, type StaySearch } from '@pachmarhi/common/stay-search';
import { galleryQuery } from '@/features/gallery/api/get-gallery';
import { isStayComplete } from '@/features/catalog/lib/search-offers';
import { todayPriceStay } from '@/features/catalog/lib/price-display';
import { availabilityQueries } from '@/lib/queries/availability';
import { rateQueries } from '@/lib/queries/rates';
import type { ResourceQueries } from '@/lib/queries/query-factories';
import { roomQueries } from '@/lib/queries/rooms';
import { siteConfigQuery } from '@/lib/queries/site-config';
import { tourQueries } from '@/lib/queries/tours';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { weekendPricingQueries } from '@/lib/queries/weekend-pricing';

/** A query to fetch before rendering: the options a component passes to `useQuery`. */
export interface PageQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
  enabled?: unknown;
}

const QUERIES: Record<ItemKind, ResourceQueries<{ _id: string; departureDates?: string[] | null }>> = {
  room: roomQueries as never,
  tour: tourQueries as never,
  vehicle: vehicleQueries as never,
};

/** The list page of each kind and the kind it lists. */
const LIST_PAGES: Record<string, ItemKind> = {
  [PUBLIC_PATHS.rooms]: 'room',
  [PUBLIC_PATHS.tours]: 'tour',
  [PUBLIC_PATHS.vehicles]: 'vehicle',
};

/** The quote of today's stay, the single price of cards and of the price box without dates (useTodayPrice). */
const todayPrice = (kind: ItemKind, search: StaySearch, today: string) =>
  availabilityQueries.list(kind, todayPriceStay(kind, search.guests, today));

/** A kind's list, its cards' prices and, with a complete stay in the address, its availability for that stay (useStayListing). */
function listing(kind: ItemKind, search: StaySearch, today: string): PageQuery[] {
  const stay = { checkIn: search.checkIn ?? '', checkOut: search.checkOut, guests: search.guests };
  return [
    QUERIES[kind].list(),
    todayPrice(kind, search, today),
    ...(isStayComplete(kind, search) ? [availabilityQueries.list(kind, stay)] : []),
  ];
}

/**
 * The month the availability calendar opens on, 'YYYY-MM': the check-in's, else this month
 * (features/catalog/components/detail-availability.tsx).
 */
const calendarMonth = (search: StaySearch, today: string) => (search.checkIn ?? today).slice(0, 7);

/** What an item page shows once its item is known: the stay's quote (useStayQuote), the calendar, a tour's departures. */
function itemQueries(
  kind: ItemKind,
  item: { _id: string; departureDates?: string[] | null },
  search: StaySearch,
  today: string,
): PageQuery[] {
  const stay = { checkIn: search.checkIn ?? '', checkOut: search.checkOut, guests: search.guests };
  const hasDates = !!search.checkIn && (kind === 'tour' || !!search.checkOut);
  const months = new Set([calendarMonth(search, today)]);
  // The departure list's seats and prices (features/catalog/components/detail-departures.tsx): the months of coming departures.
  const departureMonths = new Set<string>();
  if (kind === 'tour') for (const d of item.departureDates ?? []) if (d >= today) departureMonths.add(d.slice(0, 7));
  for (const m of departureMonths) months.add(m);
  return [
    ...(hasDates ? [availabilityQueries.item(kind, item._id, stay)] : []),
    ...[...months].map((m) => availabilityQueries.month(kind, item._id, m)),
    ...[...departureMonths].map((m) => rateQueries.calendar(kind, item._id, m)),
  ];
}

/**
 * The queries of the page at `url` that can be known now: from the address alone, and for an
 * item page, once `client` holds the item, what its sections need. Call again after fetching
 * until nothing new comes (at most two rounds).
 * @param today the IST date 'YYYY-MM-DD' the page is rendered on
 */
export function pageQueries(url: URL, client: QueryClient, today: string): PageQuery[] {
  // The Hindi page '/hi/hotel' needs what '/hotel' needs (docs/decisions/022-hindi-urls.md).
  const path = splitLangPath(url.pathname.toLowerCase()).path.replace(/\/+$/, '') || '/';
  // Dates past the booking horizon are dropped as the page itself drops them (useStaySearch).
  const horizon = client.getQueryData(siteConfigQuery().queryKey)?.maxAdvanceDays;
  const search = parseStaySearch(url.searchParams, today, lastStayStart(today, horizon));
  // Every page of the public layout: the site's details (header, footer, page head) and the footer's tours.
  const queries: PageQuery[] = [siteConfigQuery(), tourQueries.list()];
  const weekend = weekendPricingQueries.status();
  if (path === PUBLIC_PATHS.home) {
    queries.push(
      ...listing('room', search, today),
      ...listing('tour', search, today),
      ...listing('vehicle', search, today),
      weekend,
    );
  } else if (LIST_PAGES[path]) {
    queries.push(...listing(LIST_PAGES[path], search, today), weekend);
  } else if (path === PUBLIC_PATHS.gallery) {
    queries.push(galleryQuery());
  } else {
    const page = parseItemPath(path);
    const legacy = page ? undefined : legacyDetailKind(path);
    const id = legacy && url.searchParams.get('id')?.trim();
    const kind = page?.kind ?? (id ? legacy : undefined);
    if (kind) {
      const itemQuery = page ? QUERIES[kind].bySlug(page.slug) : QUERIES[kind].detail(id!);
      queries.push(itemQuery, weekend, todayPrice(kind, search, today));
      const item = client.getQueryData<{ _id: string; departureDates?: string[] | null }>(itemQuery.queryKey);
      if (item) queries.push(...itemQueries(kind, item, search, today));
    }
  }
  return queries;
}
