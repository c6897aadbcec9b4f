import type { Db } from '../db/database';
import { findUserById } from '../users/users.repository';

/** How long a looked-up user (role, token version) is trusted before it is read again. */
export const SESSION_CACHE_MS = 5_000;

export interface SessionState {
  role: number;
  tokenVersion: number;
}

/** The current role and token version of users, read from the database with a short in-process cache. */
export interface Sessions {
  /** The user's current state, or null when the user no longer exists. */
  lookup(userId: string): Promise<SessionState | null>;
  /** Forget a user's cached state; call after this process changes their role or token version. */
  invalidate(userId: string): void;
}

/**
 * Create the session lookup. Other processes (the create-admin CLI, a second server) are seen
 * within SESSION_CACHE_MS; writes by this process are seen at once through `invalidate`.
 * @param now the clock (ms since epoch come from it), injectable so tests can step past the cache
 */
export function createSessions(db: Db, now: () => Date): Sessions {
  const cache = new Map<string, { state: SessionState | null; at: number }>();
  return {
    async lookup(userId) {
      const t = now().getTime();
      const hit = cache.get(userId);
      if (hit && t - hit.at >= 0 && t - hit.at < SESSION_CACHE_MS) return hit.state;
      const row = await findUserById(db, userId);
      const state = row ? { role: row.role, tokenVersion: row.tokenVersion } : null;
      if (cache.size > 10_000) cache.clear(); // bounded: a cache, not a registry of every user
      cache.set(userId, { state, at: t });
      return state;
    },
    invalidate(userId) {
      cache.delete(userId);
    },
  };
}
