import type { RequestHandler } from 'express';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { Sessions } from './auth/sessions';
import type { ImageStore } from './storage/image-store';
import type { RateLimitStores } from './auth/rate-limit';

/** What every route module gets: the database, configuration, the clock, the image store and the auth guards. */
export interface AppContext {
  database: Database;
  db: Db;
  config: AppConfig;
  jwtSecret: string;
  /** The current instant; tests inject a fixed clock. */
  now: () => Date;
  /** Users' current role and token version (cached briefly); invalidate after changing either. */
  sessions: Sessions;
  /** Where uploaded images are stored and served from (STORAGE_DRIVER). */
  images: ImageStore;
  /** Where the per-IP rate limits count (shared by every process on PostgreSQL or Redis). */
  rateLimits: RateLimitStores;
  /** Any signed-in user (401 otherwise). */
  requireUser: RequestHandler;
  /** Admins only (401 without or with a bad token, 403 for role ≠ 1). */
  requireAdmin: RequestHandler;
}
