import type { WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import type { WeekendPricingHistoryEntry } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors/app-error';
import type { AuditAction } from '@pachmarhi/common/schemas/audit';
import type { AuditTrail } from '../audit/audit.module';
import {
  closeOpenPeriods,
  listHistory,
  lockState,
  openPeriod,
  readState,
  saveState as saveRow,
  type StateRow,
  type Tx,
} from './weekend-pricing.repository';

export interface WeekendStatusDto extends WeekendPricingStatus {
  startTime: string | null;
  description: string;
}

const toStatus = (r: StateRow): WeekendStatusDto => ({
  isActive: r.isActive,
  percentageIncrease: r.percentageIncrease,
  startTime: r.startTime?.toISOString() ?? null,
  description: r.description,
});

/**
 * Save the state and audit the change (entity 'weekend-pricing', action `action`: the fields that
 * moved from `before`) in the same transaction.
 */
const saveState = async (
  tx: Tx,
  audit: AuditTrail,
  action: AuditAction,
  before: StateRow,
  values: Partial<StateRow>,
  now: Date,
) => {
  const after = toStatus(await saveRow(tx, values, now));
  await audit.record({ action, entity: 'weekend-pricing', before: { ...toStatus(before) }, after: { ...after } }, tx);
  return after;
};

/** The current state (public). */
export async function getWeekendStatus(db: Db): Promise<WeekendStatusDto> {
  return toStatus(await readState(db));
}

/**
 * Turn the weekend surcharge on and open a history period.
 * @param percentageIncrease whole percent 0–100
 * @throws AppError 409 when already active
 */
export async function activateWeekendPricing(
  db: Db,
  audit: AuditTrail,
  percentageIncrease: number,
  description: string,
  now: Date,
): Promise<WeekendStatusDto> {
  return db.transaction(async (tx) => {
    const state = await lockState(tx);
    if (state.isActive) throw conflict('Weekend pricing is already active');
    await openPeriod(tx, percentageIncrease, description, now);
    return saveState(
      tx,
      audit,
      'activate',
      state,
      { isActive: true, percentageIncrease, description, startTime: now },
      now,
    );
  });
}

/**
 * Turn the surcharge off and close the open history period.
 * @throws AppError 409 when not active
 */
export async function deactivateWeekendPricing(db: Db, audit: AuditTrail, now: Date): Promise<WeekendStatusDto> {
  return db.transaction(async (tx) => {
    const state = await lockState(tx);
    if (!state.isActive) throw conflict('Weekend pricing is not active');
    await closeOpenPeriods(tx, now);
    return saveState(tx, audit, 'deactivate', state, { isActive: false, startTime: null }, now);
  });
}

/**
 * Change the percentage. While active, a change closes the current period and opens a new one;
 * while inactive it only sets the percentage the next activation starts from.
 */
export async function setWeekendPercentage(
  db: Db,
  audit: AuditTrail,
  percentageIncrease: number,
  now: Date,
): Promise<WeekendStatusDto> {
  return db.transaction(async (tx) => {
    const state = await lockState(tx);
    if (state.isActive && state.percentageIncrease !== percentageIncrease) {
      await closeOpenPeriods(tx, now);
      await openPeriod(tx, percentageIncrease, state.description, now);
      return saveState(tx, audit, 'update', state, { percentageIncrease, startTime: now }, now);
    }
    return saveState(tx, audit, 'update', state, { percentageIncrease }, now);
  });
}

/** Every period, newest first. */
export async function listWeekendHistory(db: Db): Promise<WeekendPricingHistoryEntry[]> {
  return (await listHistory(db)).map((r) => ({
    _id: r.id,
    isActive: r.endTime === null,
    percentageIncrease: r.percentageIncrease,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime?.toISOString() ?? null,
    description: r.description,
  }));
}
