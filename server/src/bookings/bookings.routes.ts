import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError, notFound, validate } from '../errors/app-error';
import { idParam } from '../http';
import { kindOfServiceType, type InventoryKind } from '../inventory/inventory-kinds';
import { setBookingHold } from '../inventory/inventory.repository';
import { getItem } from '../inventory/inventory.service';
import { effectiveHold } from '../inventory/inventory-dto';

const toggleSchema = z.object({ isBooked: z.boolean({ error: 'isBooked must be true or false' }).optional() });

function kindOf(serviceType: string): InventoryKind {
  const kind = kindOfServiceType(serviceType);
  if (!kind) throw new AppError(400, `Unknown service type '${serviceType}'. Use room, vehicle or tour.`);
  return kind;
}

/**
 * Booking holds: /api/bookings/:serviceType/:id/toggle (admin) and …/status (public).
 * A hold lasts BOOKING_HOLD_HOURS from the toggle; expiry is computed on read.
 */
export function bookingsRouter(ctx: AppContext): Router {
  const router = Router();

  router.put('/:serviceType/:id/toggle', ctx.requireAdmin, async (req, res) => {
    const kind = kindOf(req.params.serviceType as string);
    const id = idParam(req, kind.label);
    const { isBooked } = validate(toggleSchema, req.body ?? {});
    const now = ctx.now();
    const row = await setBookingHold(ctx.db, kind, id, isBooked, now, new Date(now.getTime() + ctx.config.bookingHoldMs));
    if (!row) throw notFound(kind.label);
    ctx.listCache.invalidate(kind.type);
    const hold = effectiveHold(row, now);
    res.json({
      success: true,
      message: hold.isBooked ? `${kind.label} marked as booked` : `${kind.label} booking cancelled`,
      data: { isBooked: hold.isBooked, expiresAt: hold.bookingExpiresAt },
    });
  });

  router.get('/:serviceType/:id/status', async (req, res) => {
    const kind = kindOf(req.params.serviceType as string);
    const hold = effectiveHold(await getItem(ctx.db, kind, idParam(req, kind.label)), ctx.now());
    res.json({ success: true, data: { isBooked: hold.isBooked, expiresAt: hold.bookingExpiresAt } });
  });

  return router;
}
