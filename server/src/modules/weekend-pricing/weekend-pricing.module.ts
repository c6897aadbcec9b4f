import type { WeekendPricingHistoryEntry } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { cachedOnChange } from '../../platform/cache/cached-value';
import type { AuditTrail } from '../audit/audit.module';
import {
  activateWeekendPricing,
  deactivateWeekendPricing,
  getWeekendStatus,
  listWeekendHistory,
  setWeekendPercentage,
  type WeekendStatusDto,
} from './weekend-pricing.service';

/**
 * The change-feed topic announced after every change of the weekend surcharge: caches of prices
 * (the reservations module's quotes) drop their entries on it, in every process.
 */
export const PRICING_TOPIC = 'pricing';

/** The weekend surcharge (on/off, whole percent) and its history; see `createWeekendPricing`. */
export interface WeekendPricing {
  /**
   * The current state: on or off, the percentage (0–100), since when (ISO instant, null when off),
   * its description. Kept between changes (every page and quote reads it; platform/cache/cached-value.ts).
   */
  status(): Promise<WeekendStatusDto>;
  /** Every period the surcharge was on, newest first (`endTime` null for the open one). */
  history(): Promise<WeekendPricingHistoryEntry[]>;
  /**
   * Turn the surcharge on at `percentageIncrease` (whole percent 0–100) and open a history period.
   * @throws AppError 409 'Weekend pricing is already active'
   */
  activate(percentageIncrease: number, description: string): Promise<WeekendStatusDto>;
  /** Turn the surcharge off and close the open period. @throws AppError 409 'Weekend pricing is not active' */
  deactivate(): Promise<WeekendStatusDto>;
  /**
   * Set the percentage (whole percent 0–100). While on, a different percentage closes the current
   * period and opens a new one; while off, it is what the next activation starts from.
   */
  setPercentage(percentageIncrease: number): Promise<WeekendStatusDto>;
}

/**
 * Create the weekend-pricing component once per app. Every change (activate, deactivate,
 * setPercentage) is audited on `audit` (entity 'weekend-pricing') in its transaction and announced
 * as PRICING_TOPIC on `changes` once committed; times come from `now`.
 */
export function createWeekendPricing({
  db,
  now,
  changes,
  audit,
}: {
  db: Db;
  now: () => Date;
  changes: ChangeFeed;
  audit: AuditTrail;
}): WeekendPricing {
  const changed = (status: WeekendStatusDto) => {
    // This process's caches drop at once; other processes' shortly after (never throws).
    void changes.publish(PRICING_TOPIC);
    return status;
  };
  const status = cachedOnChange(changes, [PRICING_TOPIC], () => getWeekendStatus(db));
  return {
    status,
    history: () => listWeekendHistory(db),
    activate: async (percentageIncrease, description) =>
      changed(await activateWeekendPricing(db, audit, percentageIncrease, description, now())),
    deactivate: async () => changed(await deactivateWeekendPricing(db, audit, now())),
    setPercentage: async (percentageIncrease) =>
      changed(await setWeekendPercentage(db, audit, percentageIncrease, now())),
  };
}
