/**
 * How the trip screens word a trip, its lines and why each got its GST rate, in the back office's
 * language. Figures come from the server's trip (common/src/money/trip-quote.ts); only words here.
 */
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { Trip, TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { formatCalendarDate, formatINR } from '@pachmarhi/common/format';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { roomSlabsOn } from '@pachmarhi/common/tax/gst-rates';
import { KIND_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

type GstBasis = TripQuoteAnswer['lines'][number]['gst'];

/** 'Sat 12 Dec' in the display language. */
export const shortDay = (date: string): string =>
  formatCalendarDate(date, { weekday: 'short', day: 'numeric', month: 'short' }, displayLang());

/** A line's dates: 'Sat 12 Dec → Mon 14 Dec', or one day for a tour. */
export const lineDates = (l: Pick<Reservation, 'checkIn' | 'checkOut'>): string =>
  l.checkOut ? `${shortDay(l.checkIn)} → ${shortDay(l.checkOut)}` : shortDay(l.checkIn);

/** A trip's span: its first and last dates, '—' without live lines. */
export const tripDates = (t: Pick<Trip, 'from' | 'to'>): string =>
  t.from ? (t.to && t.to !== t.from ? `${shortDay(t.from)} → ${shortDay(t.to)}` : shortDay(t.from)) : '—';

/** What a trip holds, by its live lines: 'Pine Room ×2, Gypsy, Dhoopgarh Sunrise'. */
export const tripItems = (t: Pick<Trip, 'lines'>): string =>
  t.lines
    .filter((l) => l.status !== 'cancelled')
    .map((l) => `${l.itemName ?? KIND_LABEL[l.kind]}${l.units > 1 ? ` ×${l.units}` : ''}`)
    .join(', ') || '—';

/** A meal plan as the desk says it: 'MAP · breakfast and one meal'. */
export const mealPlanText = (plan: string): string => `${plan} · ${adminText(`trips.mealPlans.${plan as 'EP'}`)}`;

/** A line's counts: '2 rooms · 4 guests (1 child) · MAP …', '3 persons', '1 Gypsy'. */
export function lineCounts(l: Pick<Reservation, 'kind' | 'units' | 'guests' | 'children' | 'mealPlan'>): string {
  const parts: string[] = [];
  if (l.kind !== 'tour') parts.push(adminText(`trips.units.${l.kind}`, { count: l.units }));
  parts.push(
    adminText(l.kind === 'tour' ? 'trips.persons' : 'trips.guests', { count: l.guests }) +
      (l.children ? ` ${adminText('trips.children', { count: l.children })}` : ''),
  );
  if (l.kind === 'room' && l.mealPlan) parts.push(mealPlanText(l.mealPlan));
  return parts.join(' · ');
}

const percents = (rates: readonly number[]) => rates.map((r) => `${r} %`).join(adminText('trips.gstWhy.and'));

/**
 * Why a line or extra was taxed as it was, in the display language, from the server's `gst`
 * (`code`, `rates`): rooms by each night's value per room against the slabs of its first night
 * (meals under a plan counted in, a composite supply: CGST Act 2017 s. 2(30) and s. 8(a)), tours
 * and vehicle hire at the business's rates, extras at their own.
 */
export function gstWhy(gst: GstBasis, firstDate: string | null, withMeals: boolean): string {
  const rates = percents(gst.rates);
  if (gst.code === 'unregistered') return adminText('trips.gstWhy.unregistered');
  if (gst.code === 'room') {
    const slabs = roomSlabsOn(firstDate ?? '2025-09-22')
      .map((b) =>
        b.upTo === null
          ? adminText('trips.gstWhy.slabAbove', { rate: b.rate })
          : adminText('trips.gstWhy.slabUpTo', { price: formatINR(b.upTo), rate: b.rate }),
      )
      .join(', ');
    return (
      adminText('trips.gstWhy.room', { rates, slabs }) + (withMeals ? ` ${adminText('trips.gstWhy.withMeals')}` : '')
    );
  }
  return adminText(`trips.gstWhy.${gst.code}`, { rates });
}

/** The badge colour of a status: grey before it is confirmed, green once confirmed or in house, plain when over, red when cancelled. */
export function statusBadge(status: string): string | undefined {
  if (status === 'confirmed' || status === 'checked-in') return ui.badgeGreen;
  if (status === 'enquiry' || status === 'held') return ui.badgeGray;
  if (status === 'cancelled') return ui.badgeRed;
  return undefined;
}
