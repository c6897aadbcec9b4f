import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { findUserById } from './users.repository';

/** How long a looked-up user (role, token version) is trusted before it is read again. */
export const SESSION_CACHE_MS = 5_000;
/** The change-feed topic of users' roles and token versions. */
const USERS = 'users';

export interface SessionState {
  role: number;
  tokenVersion: number;
}

/** The current role and token version of users, read from the database with a short in-process cache. */
export interface Sessions {
  /** The user's current state, or null when the user no longer exists or is disabled. */
  lookup(userId: string): Promise<SessionState | null>;
  /**
   * Forget a user's cached state in every server process (announced as 'users' on the change
   * feed); call after changing their role or token version.
   */
  invalidate(userId: string): void;
}

/**
 * Create the session lookup. A change announced through `invalidate` is seen at once by this
 * process and within about a second by the other server processes on the database; changes made
 * elsewhere (the create-admin CLI) within SESSION_CACHE_MS.
 * @param now the clock (ms since epoch come from it), injectable so tests can step past the cache
 * @param changes the database's change feed: 'users' (or missed announcements) empties the cache
 */
export function createSessions(db: Db, now: () => Date, changes: ChangeFeed): Sessions {
  const cache = new Map<string, { state: SessionState | null; at: number }>();
  changes.subscribe((topic) => {
    if (topic === null || topic === USERS) cache.clear();
  });
  return {
    async lookup(userId) {
      const t = now().getTime();
      const hit = cache.get(userId);
      if (hit && t - hit.at >= 0 && t - hit.at < SESSION_CACHE_MS) return hit.state;
      const row = await findUserById(db, userId);
      const state = row && !row.disabled ? { role: row.role, tokenVersion: row.tokenVersion } : null;
      if (cache.size > 10_000) cache.clear(); // bounded: a cache, not a registry of every user
      cache.set(userId, { state, at: t });
      return state;
    },
    invalidate(userId) {
      cache.delete(userId);
      void changes.publish(USERS);
    },
  };
}
