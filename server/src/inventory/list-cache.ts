import { createHash } from 'node:crypto';
import type { ItemKind } from '@pachmarhi/common/kinds';

export interface CachedList {
  /** The serialized JSON response. */
  body: string;
  etag: string;
  /** Epoch ms after which the entry must be rebuilt. */
  validUntil: number;
}

/**
 * The public list responses (rooms, vehicles, tours) kept serialized between writes: the catalogue
 * is read far more often than it changes. An entry is dropped by any write through this server
 * (create, update, delete, booking toggle), when the earliest booking hold in it expires (so expiry
 * still shows at once), and after `ttlMs` at most, which bounds staleness after writes made by
 * another process (e.g. `npm run seed` against the same PostgreSQL).
 */
export class ListCache {
  private readonly entries = new Map<ItemKind, CachedList>();
  private readonly versions = new Map<ItemKind, number>();

  constructor(private readonly ttlMs = 5_000) {}

  /** The current entry, if still valid at `now`. */
  get(type: ItemKind, now: Date): CachedList | undefined {
    const e = this.entries.get(type);
    return e && now.getTime() < e.validUntil ? e : undefined;
  }

  /** A token to pass to `set`, taken before reading the rows. */
  version(type: ItemKind): number {
    return this.versions.get(type) ?? 0;
  }

  /**
   * Store a freshly built body unless a write happened since `version` was taken.
   * @param nextExpiry epoch ms of the earliest active booking hold in the list, if any
   */
  set(type: ItemKind, version: number, body: string, now: Date, nextExpiry?: number): CachedList {
    const etag = `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, validUntil: Math.min(now.getTime() + this.ttlMs, nextExpiry ?? Infinity) };
    if (this.version(type) === version) this.entries.set(type, entry);
    return entry;
  }

  /** Forget a kind's list (after any write to it). */
  invalidate(type: ItemKind): void {
    this.versions.set(type, this.version(type) + 1);
    this.entries.delete(type);
  }
}
