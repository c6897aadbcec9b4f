import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { ITEM_KINDS, type ItemKind } from '@pachmarhi/common/kinds';
import type { ChangeFeed, ChangeTopic } from '../db/change-feed';

export interface CachedList<M = undefined> {
  /** The serialized JSON response. */
  body: string;
  /** `body` in UTF-8, encoded once rather than on every send. */
  bytes: Buffer;
  etag: string;
  /** The body gzipped, made on first use and kept with the entry. */
  gzipped?: Buffer;
  /** What the build said of the body besides (an item's current slug), for readers that need no JSON. */
  meta?: M;
}

/** What a list build yields: the body and when its earliest booking hold ends (epoch ms), if any. */
export interface BuiltList<M = undefined> {
  body: string;
  nextExpiry?: number;
  meta?: M;
}

interface Entry<M> extends CachedList<M> {
  kind: ItemKind;
  /** Epoch ms after which the entry is stale: still served while one rebuild runs. */
  staleAt: number;
  /** Epoch ms of the earliest booking-hold expiry in it: never served from then on. */
  expiresAt: number;
}

interface Build<M> {
  version: number;
  promise: Promise<Entry<M>>;
}

/**
 * Serialized public responses of one kind of item kept between writes: the lists (rooms, vehicles,
 * tours; one entry per kind) and availability (one entry per kind and query). They are read far
 * more often than they change, and under load (hundreds of concurrent visitors) a rebuild per
 * request would exhaust the connection pool and the CPU.
 *
 * - Single flight: concurrent requests for a key share one build.
 * - Stale while revalidate: after `ttlMs` (which bounds staleness after writes that are not
 *   announced, e.g. `npm run seed` against the same PostgreSQL) the old body is served while one
 *   rebuild runs.
 * - Exact: a write (`invalidate(kind)`, called for every process through `invalidateOnChange`)
 *   drops every body of the kind, so the next read waits for a build started after the write; and
 *   a body is never served once a booking hold in it has ended, so expiry shows at once.
 * - Bounded: past `maxBytes` of bodies the least recently used entries are dropped (lru-cache).
 */
export class ListCache<M = undefined> {
  private readonly entries: LRUCache<string, Entry<M>>;
  private readonly builds = new Map<string, Build<M>>();
  private readonly versions = new Map<ItemKind, number>();

  /**
   * @param ttlMs how long a body is fresh (ms)
   * @param maxBytes the most memory kept for bodies in all, counting each body's text and UTF-8 bytes
   */
  constructor(
    private readonly ttlMs = 5_000,
    maxBytes = Infinity,
  ) {
    this.entries = new LRUCache({ maxSize: byteBudget(maxBytes), sizeCalculation: sizeOf });
  }

  /**
   * The response for `key` (default: the kind's list) at `now`: cached, stale (rebuilding in the
   * background) or freshly built.
   * @param build reads and serializes the response; called at most once at a time per key
   * @throws whatever `build` throws, when there is no body that may be served meanwhile
   */
  async get(kind: ItemKind, now: Date, build: () => Promise<BuiltList<M>>, key: string = kind): Promise<CachedList<M>> {
    const t = now.getTime();
    const entry = this.entries.get(key);
    if (entry && t < entry.expiresAt) {
      if (t < entry.staleAt) return entry;
      // A failed background rebuild drops the entry, so the next read waits and sees the error.
      this.rebuild(kind, key, t, build).promise.catch(() => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      });
      return entry;
    }
    const built = await this.rebuild(kind, key, t, build).promise;
    // A build that started before a booking hold ended may still show it: build again from `now`.
    return t < built.expiresAt ? built : this.rebuild(kind, key, t, build).promise;
  }

  /** Forget every response of a kind (after any write to it): the next read waits for a new build. */
  invalidate(kind: ItemKind): void {
    this.versions.set(kind, this.version(kind) + 1);
    const keys = [...this.entries.entries()].filter(([, entry]) => entry.kind === kind).map(([key]) => key);
    for (const key of keys) this.entries.delete(key);
  }

  private version(kind: ItemKind): number {
    return this.versions.get(kind) ?? 0;
  }

  /** The running build of the current version, or a new one started at `t` (epoch ms). */
  private rebuild(kind: ItemKind, key: string, t: number, build: () => Promise<BuiltList<M>>): Build<M> {
    const version = this.version(kind);
    const running = this.builds.get(key);
    if (running && running.version === version) return running;
    const store = ({ body, nextExpiry, meta }: BuiltList<M>): Entry<M> => {
      const bytes = Buffer.from(body);
      const entry: Entry<M> = {
        kind,
        body,
        meta,
        bytes,
        etag: etagOf(bytes),
        staleAt: t + this.ttlMs,
        expiresAt: nextExpiry ?? Infinity,
      };
      // A write during the build may be missing from this body: hand it to the callers that asked
      // before the write, but do not keep it.
      if (this.version(kind) === version) this.entries.set(key, entry);
      return entry;
    };
    const b: Build<M> = {
      version,
      promise: Promise.resolve()
        .then(build)
        .then(store)
        .finally(() => {
          if (this.builds.get(key) === b) this.builds.delete(key);
        }),
    };
    this.builds.set(key, b);
    return b;
  }
}

/**
 * Keep `cache` in step with writes from every process on the database: a kind's bodies are
 * dropped when the feed announces that kind, all of them when it reports missed announcements
 * or announces one of `everyKindOn` (topics every body depends on, e.g. 'pricing').
 */
export function invalidateOnChange<M>(
  cache: ListCache<M>,
  changes: ChangeFeed,
  everyKindOn: readonly ChangeTopic[] = [],
): void {
  changes.subscribe((topic) => {
    const all = topic === null || everyKindOn.includes(topic);
    for (const kind of ITEM_KINDS) if (all || topic === kind) cache.invalidate(kind);
  });
}

const etagOf = (bytes: Buffer) =>
  `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64url')}"`;
/** Memory held by an entry's body; its gzip copy, made later and about a tenth of that, is not counted. */
const sizeOf = <M>(entry: Entry<M>) => Math.max(1, entry.body.length + entry.bytes.length);
/** lru-cache's `maxSize` for a budget in bytes (it takes whole numbers only: an unbounded budget is the largest). */
export const byteBudget = (maxBytes: number): number =>
  Number.isFinite(maxBytes) ? Math.max(1, Math.floor(maxBytes)) : Number.MAX_SAFE_INTEGER;

/** Bodies smaller than this are sent as they are (the `compression` middleware's threshold). */
const GZIP_MIN_BYTES = 1024;

/**
 * Send a cached JSON response: 304 when the client's ETag matches, else the body, gzipped once
 * per entry (not per request, as the `compression` middleware would) when the client accepts it.
 */
export function sendCached(req: Request, res: Response, cached: CachedList<unknown>): void {
  res.set('ETag', cached.etag);
  if (req.fresh) return void res.status(304).end();
  res.type('json').vary('Accept-Encoding');
  if (cached.bytes.length < GZIP_MIN_BYTES || !req.acceptsEncodings('gzip')) return void res.send(cached.bytes);
  cached.gzipped ??= gzipSync(cached.bytes);
  res.set('Content-Encoding', 'gzip').send(cached.gzipped);
}
