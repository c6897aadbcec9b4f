import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { AuditTrail } from '../audit/audit.module';
import type { Inventory } from '../inventory/inventory.module';
import type { Reservations } from '../reservations/reservations.module';
import { availabilityCalendar } from './ical-feed';
import { icalTokens } from './ical-token';
import { bumpFeedVersion, feedVersion, feedVersions } from './ical.repository';

/** One item's feed as the back office lists it. */
export interface FeedLink {
  kind: ItemKind;
  itemId: string;
  /** The room's or vehicle's name. */
  name: string;
  /** The secret feed URL: '<origin>/api/ical/<kind>/<id>.ics?token=<32 characters>'. */
  url: string;
}

/** iCal (RFC 5545) availability feeds of rooms and vehicles behind secret URLs; see `createIcal`. */
export interface Ical {
  /**
   * The calendar of one item's feed: an all-day 'Booked' event per occupying stay from 90 days
   * ago on, without guest data, named '<business name> – <item name>'.
   * @param kind the URL's kind: 'room' or 'vehicle'
   * @param token the URL's token, as received
   * @throws AppError 404 'Calendar not found' for another kind (tours have no feed), a token that is
   *   not the item's, or an unknown item
   */
  calendar(kind: string, id: string, token: unknown): Promise<string>;
  /** The feed of every room and vehicle (rooms first, each kind newest first), with URLs under `origin` (no trailing slash). */
  links(origin: string): Promise<FeedLink[]>;
  /**
   * Give one item's feed a new secret URL: the old one stops working at once (404).
   * @param kind the URL's kind: 'room' or 'vehicle'
   * @returns the item's feed with its new URL under `origin`
   * @throws AppError 404 'Calendar not found' for another kind or an unknown item
   */
  resetLink(kind: string, id: string, origin: string): Promise<FeedLink>;
}

export interface IcalDeps {
  /** Where each item's feed version is kept (the link resets). */
  db: Db;
  /** The feed tokens are derived from it: rotating JWT_SECRET changes every feed URL. */
  jwtSecret: string;
  /** Named in each calendar's title. */
  businessName: string;
  /** The clock: the events' DTSTAMP. */
  now: () => Date;
  inventory: Inventory;
  reservations: Reservations;
  /** A link reset is recorded on it (entity 'ical-link'; the new link itself never). */
  audit: AuditTrail;
}

/** Rooms and vehicles have feeds; a tour departure is not a calendar stretch. */
const FEED_KINDS: readonly ItemKind[] = ['room', 'vehicle'];

/**
 * Create the iCal component once per app. Tokens are HMACs (./ical-token.ts); only each item's
 * feed version is stored, and read on every feed request, so a reset holds in every process at once.
 */
export function createIcal({ db, jwtSecret, businessName, now, inventory, reservations, audit }: IcalDeps): Ical {
  const tokens = icalTokens(jwtSecret);
  const notFound = () => new AppError(404, 'Calendar not found');
  const feedUrl = (origin: string, kind: ItemKind, id: string, version: number) =>
    `${origin}/api/ical/${kind}/${id}.ics?token=${tokens.sign(kind, id, version)}`;
  return {
    async calendar(kindParam, id, token) {
      const kind = FEED_KINDS.find((k) => k === kindParam);
      if (!kind || !tokens.verify(kind, id, await feedVersion(db, kind, id), token)) throw notFound();
      const { name, events } = await reservations.feed(kind, id).catch((e: unknown) => {
        throw e instanceof AppError && e.status === 404 ? notFound() : e;
      });
      return availabilityCalendar(`${businessName} – ${name}`, events, now());
    },

    async links(origin) {
      const lists = await Promise.all(
        FEED_KINDS.map(async (kind) => {
          const [items, versions] = await Promise.all([inventory.bookables(kind), feedVersions(db, kind)]);
          return items.map((b) => ({
            kind,
            itemId: b.id,
            name: b.name,
            url: feedUrl(origin, kind, b.id, versions.get(b.id) ?? 0),
          }));
        }),
      );
      return lists.flat();
    },

    async resetLink(kindParam, id, origin) {
      const kind = FEED_KINDS.find((k) => k === kindParam);
      const item = kind && (await inventory.bookable(kind, id));
      if (!kind || !item) throw notFound();
      const version = await bumpFeedVersion(db, kind, id);
      await audit.record({ action: 'reset', entity: 'ical-link', entityId: id, after: { kind, version } });
      return { kind, itemId: id, name: item.name, url: feedUrl(origin, kind, id, version) };
    },
  };
}
