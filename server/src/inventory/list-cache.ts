import { createHash } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';

export interface CachedList {
  /** The serialized JSON response. */
  body: string;
  etag: string;
}

/** What a list build yields: the body and when its earliest booking hold ends (epoch ms), if any. */
export interface BuiltList {
  body: string;
  nextExpiry?: number;
}

interface Entry extends CachedList {
  /** Epoch ms after which the entry is stale: still served while one rebuild runs. */
  staleAt: number;
  /** Epoch ms of the earliest booking-hold expiry in it: never served from then on. */
  expiresAt: number;
}

interface Build {
  version: number;
  promise: Promise<Entry>;
}

/**
 * The public list responses (rooms, vehicles, tours) kept serialized between writes: the catalogue
 * is read far more often than it changes, and under load (hundreds of concurrent visitors) a
 * rebuild per request would exhaust the connection pool.
 *
 * - Single flight: concurrent requests for a kind share one build.
 * - Stale while revalidate: after `ttlMs` (which bounds staleness after writes by another process,
 *   e.g. `npm run seed` against the same PostgreSQL) the old body is served while one rebuild runs.
 * - Exact: a write through this server (`invalidate`) drops the body, so the next read waits for a
 *   build started after the write; and a body is never served once a booking hold in it has ended,
 *   so expiry shows at once.
 */
export class ListCache {
  private readonly entries = new Map<ItemKind, Entry>();
  private readonly builds = new Map<ItemKind, Build>();
  private readonly versions = new Map<ItemKind, number>();

  constructor(private readonly ttlMs = 5_000) {}

  /**
   * The kind's list at `now`: cached, stale (rebuilding in the background) or freshly built.
   * @param build reads and serializes the list; called at most once at a time per kind
   * @throws whatever `build` throws, when there is no body that may be served meanwhile
   */
  async get(type: ItemKind, now: Date, build: () => Promise<BuiltList>): Promise<CachedList> {
    const t = now.getTime();
    const entry = this.entries.get(type);
    if (entry && t < entry.expiresAt) {
      if (t < entry.staleAt) return entry;
      // A failed background rebuild drops the entry, so the next read waits and sees the error.
      this.rebuild(type, t, build).promise.catch(() => {
        if (this.entries.get(type) === entry) this.entries.delete(type);
      });
      return entry;
    }
    const built = await this.rebuild(type, t, build).promise;
    // A build that started before a booking hold ended may still show it: build again from `now`.
    return t < built.expiresAt ? built : this.rebuild(type, t, build).promise;
  }

  /** Forget a kind's list (after any write to it): the next read waits for a new build. */
  invalidate(type: ItemKind): void {
    this.versions.set(type, this.version(type) + 1);
    this.entries.delete(type);
  }

  private version(type: ItemKind): number {
    return this.versions.get(type) ?? 0;
  }

  /** The running build of the current version, or a new one started at `t` (epoch ms). */
  private rebuild(type: ItemKind, t: number, build: () => Promise<BuiltList>): Build {
    const version = this.version(type);
    const running = this.builds.get(type);
    if (running && running.version === version) return running;
    const store = ({ body, nextExpiry }: BuiltList): Entry => {
      const entry: Entry = { body, etag: etagOf(body), staleAt: t + this.ttlMs, expiresAt: nextExpiry ?? Infinity };
      // A write during the build may be missing from this body: hand it to the callers that asked
      // before the write, but do not keep it.
      if (this.version(type) === version) this.entries.set(type, entry);
      return entry;
    };
    const b: Build = {
      version,
      promise: Promise.resolve().then(build).then(store).finally(() => {
        if (this.builds.get(type) === b) this.builds.delete(type);
      }),
    };
    this.builds.set(type, b);
    return b;
  }
}

const etagOf = (body: string) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
