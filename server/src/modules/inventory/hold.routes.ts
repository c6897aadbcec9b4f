import { Router } from 'express';
import { z } from 'zod';
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import type { RouteContext } from '../../platform/http/route-context';
import { AppError, validate } from '../../platform/errors/app-error';
import { idParam } from '../../platform/http/http';
import type { Inventory } from './inventory.module';
import { kindOfServiceType, type InventoryKind } from './inventory-kinds';

/** Body of PUT …/toggle (also the API reference's: ./inventory.openapi.ts). */
export const toggleSchema = z.object({
  isBooked: z.boolean({ error: ruleMessage('notBoolean', { field: 'isBooked' }) }).optional(),
});

/** @throws AppError 400 when `serviceType` names no kind */
function kindOf(serviceType: string): InventoryKind {
  const kind = kindOfServiceType(serviceType);
  if (!kind) throw new AppError(400, `Unknown service type '${serviceType}'. Use room, vehicle or tour.`);
  return kind;
}

/**
 * Booking holds: /api/bookings/:serviceType/:id/toggle (admin) and …/status (public).
 * A hold lasts BOOKING_HOLD_HOURS from the toggle; expiry is computed on read.
 */
export function bookingsRouter(inventory: Inventory, http: RouteContext): Router {
  const router = Router();

  router.put('/:serviceType/:id/toggle', http.requireAdmin, async (req, res) => {
    const kind = kindOf(req.params.serviceType as string);
    const id = idParam(req, kind.label);
    const { isBooked } = validate(toggleSchema, req.body ?? {});
    const hold = await inventory.setHold(kind, id, isBooked);
    res.json({
      success: true,
      message: hold.isBooked ? `${kind.label} marked as booked` : `${kind.label} booking cancelled`,
      data: { isBooked: hold.isBooked, expiresAt: hold.bookingExpiresAt },
    });
  });

  router.get('/:serviceType/:id/status', async (req, res) => {
    const kind = kindOf(req.params.serviceType as string);
    const item = await inventory.get(kind, idParam(req, kind.label));
    res.json({ success: true, data: { isBooked: item.isBooked, expiresAt: item.bookingExpiresAt } });
  });

  return router;
}
