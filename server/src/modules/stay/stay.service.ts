/** The stay module's decisions without I/O: the page's data, the answers' shapes, the ID photo's cleaning. */
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { BusinessSettings } from '@pachmarhi/common/schemas/money-records';
import {
  PRIVACY_NOTICE_VERSION,
  type DataRequest,
  type ReportedPayment,
  type StayPage,
} from '@pachmarhi/common/schemas/stay';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import type { StayInfo } from '@pachmarhi/common/stay/stay-info';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import { upiUrl } from '@pachmarhi/common/tax/upi';
import { badRequest } from '../../platform/errors/app-error';
import { defaultRequestAmount } from '../payments/payments.module';
import type { DataRequestRow, ReportedRow } from './stay.repository';

/** Longest side an ID photo is kept at, pixels: enough to read a passport's lines. */
const ID_PHOTO_MAX_SIDE = 1600;

/**
 * An ID photo as kept: decoded (any image sharp reads), turned upright, at most ID_PHOTO_MAX_SIDE,
 * re-encoded as JPEG — sharp writes no EXIF, GPS or other metadata unless asked to.
 * @throws AppError 400 when it is not a readable image
 */
export async function cleanPhoto(input: Buffer): Promise<Buffer> {
  // sharp (libvips) is loaded with the first ID photo, not at start: its native memory stays out of a process that never needs it.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(ID_PHOTO_MAX_SIDE, ID_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('The ID photo could not be read: please choose a photo (JPEG, PNG or WebP)', {
      idPhoto: 'Not an image',
    });
  }
}

export const toReported = (row: ReportedRow): ReportedPayment => ({
  _id: row.id,
  reservationId: row.reservationId,
  amount: row.amount,
  reference: row.reference,
  reportedAt: row.reportedAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  paymentId: row.paymentId,
});

export const dataRequestOf = (row: DataRequestRow, reference: string, guestName: string): DataRequest => ({
  _id: row.id,
  reservationId: row.reservationId,
  reference,
  guestName,
  type: row.type as DataRequest['type'],
  message: row.message,
  status: row.status as DataRequest['status'],
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  dueOn: row.dueOn,
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** A maps search at the property's coordinates (opens the map app on a phone). */
export const mapUrlOf = ({ latitude, longitude }: { latitude: number; longitude: number }): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

export interface PageSources {
  /** The language the page is in. */
  lang: Lang;
  r: Reservation;
  /** The reservation's trip: every line of the stay and the money (the trip's folio, as the desk shows it). */
  trip: Trip;
  settings: BusinessSettings;
  info: StayInfo;
  site: { businessName: string; phone: string; address: string; geo: { latitude: number; longitude: number } };
  /** Guests already in the register. */
  registered: number;
  reported: ReportedRow[];
  invoiceUrl: string | null;
}

/** The page's data (`GET /api/stay/:token`) in `s.lang`. */
export function stayPageOf(s: PageSources): StayPage {
  const { r, trip, settings, info, lang } = s;
  const live = trip.lines.filter((l) => l.status !== 'cancelled');
  const lines = (live.length ? live : trip.lines).map((l) => ({
    kind: l.kind,
    itemName: (lang === 'hi' ? l.itemNameHi : null) || l.itemName || l.kind,
    checkIn: l.checkIn,
    checkOut: l.checkOut,
    guests: l.guests,
    children: l.children,
    mealPlan: l.mealPlan,
    status: l.status,
  }));
  const businessName = settings.legalName || s.site.businessName;
  const payAmount = defaultRequestAmount(trip, settings.depositPercent);
  const upi =
    settings.upiId && payAmount > 0
      ? upiUrl({
          upiId: settings.upiId,
          upiName: settings.upiName || businessName,
          amount: payAmount,
          note: `${r.reference} ${lines[0]?.itemName ?? ''}`.trim(),
          reference: r.reference,
        })
      : null;
  return {
    lang,
    reference: r.reference,
    firstName: r.guestName.trim().split(/\s+/)[0] ?? '',
    businessName,
    phone: s.site.phone,
    lines,
    amountDue: trip.amountDue,
    paid: trip.paid,
    balance: trip.balance,
    folio: trip.folio,
    payAmount,
    upiUrl: upi,
    invoiceUrl: s.invoiceUrl,
    place: {
      address: lang === 'hi' ? info.addressHi : settings.address || s.site.address,
      mapUrl: mapUrlOf(s.site.geo),
      fromPipariya: info.fromPipariya[lang],
      fromBhopal: info.fromBhopal[lang],
      checkInTime: info.checkInTime,
      checkOutTime: info.checkOutTime,
      houseRules: info.houseRules[lang].split('\n').filter((l) => l.trim()),
      cancellationPolicy: info.cancellationPolicy[lang],
    },
    registered: s.registered,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    reported: s.reported.map((p) => ({
      amount: p.amount,
      reference: p.reference,
      reportedAt: p.reportedAt.toISOString(),
      confirmedAt: p.confirmedAt?.toISOString() ?? null,
    })),
  };
}
