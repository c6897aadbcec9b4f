import type { BusinessSettingsFields } from '@pachmarhi/common/schemas/money';
import { businessSettingsInputSchema } from '@pachmarhi/common/schemas/money';
import type { BusinessSettings } from '@pachmarhi/common/schemas/money-records';
import { cachedOnChange } from '../../platform/cache/cached-value';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Db } from '../../platform/db/database';
import { auditable, type AuditTrail } from '../audit/audit.module';
import * as repo from './business.repository';

export { insertSiteHindiIfNone } from './business.repository';

/** The change-feed topic announced after the settings change: every process drops its copy. */
export const BUSINESS_TOPIC = 'business';

/** The business's legal and tax details (`GET/PUT /api/business-settings`); see `createBusiness`. */
export interface Business {
  /** The settings; the defaults (not registered, no UPI id, 30 % deposit, 5 % tours and vehicles) until first saved. */
  get(): Promise<BusinessSettings>;
  /** Replace them (validated by `businessSettingsInputSchema`); announces BUSINESS_TOPIC. */
  update(fields: BusinessSettingsFields): Promise<BusinessSettings>;
}

export interface BusinessDeps {
  db: Db;
  changes: ChangeFeed;
  now: () => Date;
  /** Every save is recorded on it (entity 'business-settings', the changed fields), in the save's transaction. */
  audit: AuditTrail;
}

const DEFAULTS: BusinessSettings = { ...businessSettingsInputSchema.parse({}), updatedAt: null };

const toSettings = (row: repo.BusinessSettingsRow | undefined): BusinessSettings => {
  if (!row) return DEFAULTS;
  const { id: _id, updatedAt, ...fields } = row;
  return { ...fields, updatedAt: updatedAt.toISOString() };
};

/** Create the business component: the settings are read once per process and dropped on BUSINESS_TOPIC. */
export function createBusiness({ db, changes, now, audit }: BusinessDeps): Business {
  // Announcing BUSINESS_TOPIC drops this process's copy at once (the feed tells local listeners first).
  const settings = cachedOnChange(
    changes,
    [BUSINESS_TOPIC],
    async () => toSettings(await repo.findSettings(db)),
    Infinity,
  );
  return {
    get: settings,
    async update(fields) {
      const row = await db.transaction(async (tx) => {
        const before = await repo.findSettings(tx);
        const saved = await repo.saveSettings(tx, { ...fields, updatedAt: now() });
        const change = { before: before ? auditable(before) : {}, after: auditable(saved) };
        await audit.record({ action: 'update', entity: 'business-settings', ...change }, tx);
        return saved;
      });
      await changes.publish(BUSINESS_TOPIC);
      return toSettings(row);
    },
  };
}
