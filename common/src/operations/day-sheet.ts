/**
 * The day sheet (issue 39): every job of a date with its pickup, guests, vehicle, driver, guide and
 * permit numbers, and the one WhatsApp text per driver listing that driver's jobs (sent by a wa.me
 * link, ../contact-links.ts). The JSON, the PDF and the phone view all show `DaySheetJob`s.
 */
import { whatsappLink } from '../contact-links';
import { dayText } from '../i18n/day-format';
import type { Lang } from '../i18n/lang';
import type { Shift } from './shifts';

/** One job of the day sheet. Times are IST 'HH:MM'; `phone` is the guest's, normalised. */
export interface DaySheetJob {
  reservationId: string;
  reference: string | null;
  kind: 'vehicle' | 'tour';
  /** The tour's title or the vehicle's name. */
  item: string;
  shift: Shift | null;
  pickupTime: string;
  pickupPlace: string;
  /** The pickup point in Hindi as the owner wrote it; '' when not written. */
  pickupPlaceHi: string;
  guestName: string;
  guests: number;
  phone: string;
  vehicle: string | null;
  driver: string | null;
  guide: string | null;
  permits: string[];
  selfDrive: boolean;
}

const WORDS: Record<
  Lang,
  { hello: string; pickup: string; guests: string; vehicle: string; guide: string; permits: string; none: string }
> = {
  en: {
    hello: 'Namaste {name}, your jobs for {date}:',
    pickup: 'pickup',
    guests: 'guests',
    vehicle: 'Gypsy',
    guide: 'guide',
    permits: 'permits',
    none: 'No jobs.',
  },
  hi: {
    hello: 'नमस्ते {name}, {date} के आपके काम:',
    pickup: 'पिकअप',
    guests: 'मेहमान',
    vehicle: 'जिप्सी',
    guide: 'गाइड',
    permits: 'परमिट',
    none: 'कोई काम नहीं।',
  },
};

/**
 * A driver's WhatsApp text for `date` in `lang`: a greeting, then one line per job by pickup time
 * ("05:30 Satpura Jungle Safari — pickup Hotel reception — Asha Verma (4 guests) +919876543210 —
 * Gypsy King — White — guide Ramesh — permits MP-123"). Pure; the jobs are the driver's own.
 */
export function driverMessage(driver: string, date: string, jobs: readonly DaySheetJob[], lang: Lang): string {
  const w = WORDS[lang];
  const lines = [...jobs]
    .sort((a, b) => (a.pickupTime < b.pickupTime ? -1 : a.pickupTime > b.pickupTime ? 1 : 0))
    .map((j) =>
      [
        `${j.pickupTime} ${j.item}${j.reference ? ` (${j.reference})` : ''}`,
        j.pickupPlace && `${w.pickup} ${(lang === 'hi' && j.pickupPlaceHi) || j.pickupPlace}`,
        `${j.guestName} (${j.guests} ${w.guests})${j.phone ? ` ${j.phone}` : ''}`,
        j.vehicle && `${w.vehicle} ${j.vehicle}`,
        j.guide && `${w.guide} ${j.guide}`,
        j.permits.length > 0 && `${w.permits} ${j.permits.join(', ')}`,
      ]
        .filter(Boolean)
        .join(' — '),
    );
  const hello = w.hello.replace('{name}', driver).replace('{date}', dayText(date, lang));
  return [hello, ...(lines.length ? lines : [w.none])].join('\n');
}

/** The one-tap link that opens WhatsApp to `phone` with `driverMessage`. */
export const driverWhatsappLink = (
  phone: string,
  driver: string,
  date: string,
  jobs: readonly DaySheetJob[],
  lang: Lang,
): string => whatsappLink(phone, driverMessage(driver, date, jobs, lang));
