import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, ADMIN_SCREENS, screensFor } from '@/features/admin/admin-screens';

describe('ADMIN_SCREENS', () => {
  it('when a screen opens, then its page module exists under features/admin', () => {
    for (const { page } of Object.values(ADMIN_SCREENS)) {
      expect(existsSync(new URL(`../src/features/admin/${page}`, import.meta.url)), page).toBe(true);
    }
  });
  it('when linking to a screen, then its URL is the one of docs/product.md#screens', () => {
    expect(ADMIN_PATHS).toEqual({
      today: '/admin/today',
      outbox: '/admin/outbox',
      housekeeping: '/admin/housekeeping',
      dashboard: '/admin',
      reports: '/admin/reports',
      bookings: '/admin/bookings',
      reservations: '/admin/reservations',
      trips: '/admin/trips',
      trip: '/admin/trips/:id',
      operations: '/admin/operations',
      driversGuides: '/admin/drivers-guides',
      parkClosures: '/admin/park-closures',
      enquiries: '/admin/enquiries',
      roomForm: '/admin/RoomForm',
      rooms: '/admin/RoomManagement',
      vehicleForm: '/admin/vehicle',
      vehicles: '/admin/vehicleTable',
      tourForm: '/admin/tour',
      tours: '/admin/managetour',
      gallery: '/admin/gallery',
      weekendPricing: '/admin/weekend-pricing',
      rates: '/admin/rates',
      business: '/admin/business',
      messages: '/admin/messages',
      messagePlan: '/admin/message-plan',
      messageTemplates: '/admin/message-templates',
      staff: '/admin/staff',
      notifications: '/admin/notifications',
      activity: '/admin/activity',
      dataRequests: '/admin/data-requests',
    });
  });

  it('when the front desk (role 3) signs in, then it sees Today, the outbox, housekeeping, the calendar, reservations, trips, the day sheet and its notifications, never rates, the message plan, data requests or the dashboard', () => {
    expect(screensFor(3).map(([id]) => id)).toEqual([
      'today',
      'outbox',
      'housekeeping',
      'bookings',
      'reservations',
      'trips',
      'operations',
      'notifications',
    ]);
    expect(screensFor(3, true).map(([id]) => id)).toContain('trip');
    expect(screensFor(1).map(([id]) => id)).toEqual(
      expect.arrayContaining(['rates', 'staff', 'activity', 'messageTemplates', 'messagePlan', 'dataRequests']),
    );
    expect(screensFor(2)).toEqual([]);
  });

  it('when the accountant (role 4) signs in, then it sees Reports only: no guest register, reservations or settings', () => {
    expect(screensFor(4).map(([id]) => id)).toEqual(['reports']);
  });
});
