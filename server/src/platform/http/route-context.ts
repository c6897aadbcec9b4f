import type { RequestHandler } from 'express';
import type { AppConfig } from '../../config';
import type { ImageStore } from '../storage/image-store';
import type { RateLimitStores } from './rate-limit';

/**
 * What every router (`endpointsRouter` of a `<name>.endpoints.ts`, and the seo module's site files) gets besides its own module: configuration, the clock, the auth guards, the rate-limit stores
 * and the image store. Never the database: routes reach data only through their module's public face
 * (`<name>.module.ts`).
 */
export interface RouteContext {
  config: AppConfig;
  /** The current instant; tests inject a fixed clock. */
  now: () => Date;
  /** Any signed-in user (401 otherwise). */
  requireUser: RequestHandler;
  /** The owner only (401 without or with a bad token, 403 for role ≠ 1): `ACCESS_ROLES.owner` of common/src/staff-access.ts. */
  requireAdmin: RequestHandler;
  /** The owner or the front desk (401; 403 for other roles): `ACCESS_ROLES.desk`. */
  requireDesk: RequestHandler;
  /** The owner or the accountant (401; 403 for other roles): `ACCESS_ROLES.money`, the money reads and exports. */
  requireMoney: RequestHandler;
  /** Where the per-IP rate limits count (shared by every process on PostgreSQL or Redis). */
  rateLimits: RateLimitStores;
  /** Where uploaded images are stored and served from (STORAGE_DRIVER). */
  images: ImageStore;
}
