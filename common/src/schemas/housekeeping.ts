import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { UNIT_STATUSES } from '../housekeeping';
import { isoDate, optionalText } from './fields';

/**
 * `PATCH /api/housekeeping/:roomId/:unit`: the unit's new status. `out-of-order` needs the reason and
 * `until`, the first date it is back in service (like a check-out date: the unit is out of the
 * availability from today up to the day before `until`).
 */
export const housekeepingPatchSchema = z
  .object({
    status: z.enum(UNIT_STATUSES, { error: ruleMessage('chooseStatus') }),
    reason: optionalText('reason', 200),
    until: isoDate('outOfOrderUntil').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'out-of-order') return;
    if (!v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ruleMessage('required', { label: 'reason' }) });
    if (!v.until)
      ctx.addIssue({ code: 'custom', path: ['until'], message: ruleMessage('required', { label: 'outOfOrderUntil' }) });
  });
export type HousekeepingPatch = z.infer<typeof housekeepingPatchSchema>;

/** `:roomId/:unit` of the housekeeping paths. */
export const unitPathSchema = z.object({
  roomId: z.uuid().meta({ description: "The room's _id (anything else is a 404)" }),
  unit: z.coerce.number().int().min(1).max(500).meta({ description: 'The unit number, 1…the room’s units' }),
});

/** One unit on the board. */
export const roomUnitSchema = z.object({
  unit: z.number().int(),
  status: z.enum(UNIT_STATUSES),
  reason: z.string(),
  /** Out of order: from (IST date) up to `until` (exclusive); '' otherwise. */
  from: z.string(),
  until: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string(),
});
export type RoomUnit = z.infer<typeof roomUnitSchema>;

/** One room listing on the board: its units and whether the day's arrivals fit its ready units. */
export const housekeepingRoomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  nameHi: z.string(),
  units: z.array(roomUnitSchema),
  arriving: z.number().int(),
  readyUnits: z.number().int(),
  ready: z.boolean(),
});
export type HousekeepingRoom = z.infer<typeof housekeepingRoomSchema>;

export const housekeepingBoardSchema = z.object({ date: z.string(), rooms: z.array(housekeepingRoomSchema) });
export type HousekeepingBoard = z.infer<typeof housekeepingBoardSchema>;
