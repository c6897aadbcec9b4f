/**
 * The arrival information of the guest's stay page (docs/decisions/034-the-guest-stay-page.md):
 * times, directions, house rules and the cancellation policy, in English and Hindi. The owner
 * changes any of it (`PUT /api/stay-settings`); what was never changed reads these defaults.
 */
import { z } from 'zod';
import { safeText } from '../schemas/fields';

const bilingual = (max: number) => z.object({ en: safeText('notes', max), hi: safeText('notes', max) });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** `PUT /api/stay-settings` and what `GET` answers. */
export const stayInfoSchema = z
  .object({
    /** The address in Hindi (the English one is the business settings' address). */
    addressHi: safeText('address', 500),
    /** 'HH:MM', IST. */
    checkInTime: time,
    checkOutTime: time,
    fromPipariya: bilingual(1000),
    fromBhopal: bilingual(1000),
    /** One rule a line. */
    houseRules: bilingual(3000),
    cancellationPolicy: bilingual(2000),
  })
  .meta({ id: 'StayInfo' });
export type StayInfo = z.output<typeof stayInfoSchema>;

/** What the page says until the owner writes their own. */
export const DEFAULT_STAY_INFO: StayInfo = {
  addressHi: 'पचमढ़ी, ज़िला नर्मदापुरम, मध्य प्रदेश 461881',
  checkInTime: '12:00',
  checkOutTime: '10:00',
  fromPipariya: {
    en: 'Pipariya station is 52 km away (about 1 h 30 min by road). Shared jeeps and taxis wait outside the station; we can send a Gypsy on request.',
    hi: 'पिपरिया स्टेशन 52 किमी दूर है (सड़क से लगभग 1 घंटा 30 मिनट)। स्टेशन के बाहर जीप और टैक्सी मिलती हैं; कहें तो हम जिप्सी भेज सकते हैं।',
  },
  fromBhopal: {
    en: 'From Bhopal, 200 km (about 5 h) by road via Hoshangabad (Narmadapuram) and Pipariya; the last 52 km climb the ghat, drive in daylight.',
    hi: 'भोपाल से सड़क मार्ग से 200 किमी (लगभग 5 घंटे), होशंगाबाद (नर्मदापुरम) और पिपरिया होकर; आख़िरी 52 किमी घाट है, दिन में चलें।',
  },
  houseRules: {
    en: 'Carry a photo ID for every adult.\nQuiet hours 22:00–07:00.\nNo smoking in the rooms.\nThe park gates close at sunset: plan your arrival.',
    hi: 'हर वयस्क का फ़ोटो पहचान पत्र साथ लाएँ।\nरात 22:00 से सुबह 07:00 तक शांति रखें।\nकमरों में धूम्रपान मना है।\nपार्क के गेट सूर्यास्त पर बंद होते हैं: आने का समय उसी हिसाब से रखें।',
  },
  cancellationPolicy: {
    en: 'Free cancellation up to 7 days before arrival; within 7 days the advance is kept; no-shows are charged the advance.',
    hi: 'आगमन से 7 दिन पहले तक रद्द करना निःशुल्क; 7 दिन के भीतर अग्रिम राशि वापस नहीं होगी; न आने पर अग्रिम राशि ली जाएगी।',
  },
};

/** The stored changes laid over the defaults. */
export const stayInfoOf = (stored: Partial<StayInfo> | null | undefined): StayInfo => ({
  ...DEFAULT_STAY_INFO,
  ...stored,
});
