/**
 * The words of each staff notification in English and Hindi (the person's language, chosen when
 * subscribing), and the back-office page it opens.
 */
import type { PushPayload, PushTopic } from '@pachmarhi/common/schemas/push';
import { ADMIN_PATH_PREFIX } from '@pachmarhi/common/routes';

type Lang = 'en' | 'hi';
type Words = Record<Lang, { title: string; body: (v: Record<string, string>) => string }>;

const WORDS: Record<PushTopic, Words> = {
  enquiry: {
    en: {
      title: 'New enquiry',
      body: (v) => `#${v.reference}${v.item ? ` · ${v.item}` : ''}${v.date ? ` · ${v.date}` : ''}`,
    },
    hi: {
      title: 'नई पूछताछ',
      body: (v) => `#${v.reference}${v.item ? ` · ${v.item}` : ''}${v.date ? ` · ${v.date}` : ''}`,
    },
  },
  calendarImport: {
    en: { title: 'Channel calendar', body: (v) => `${v.label}: ${v.added} new booking(s), ${v.conflicts} conflict(s)` },
    hi: { title: 'चैनल कैलेंडर', body: (v) => `${v.label}: ${v.added} नई बुकिंग, ${v.conflicts} टकराव` },
  },
  calendarFailing: {
    en: { title: 'Calendar feed failing', body: (v) => `${v.label} has not synced for 24 hours: ${v.error}` },
    hi: { title: 'कैलेंडर फ़ीड विफल', body: (v) => `${v.label} 24 घंटे से सिंक नहीं हुआ: ${v.error}` },
  },
  detailsReceived: {
    en: {
      title: 'Guest details received',
      body: (v) => `Booking ${v.reference}: ${v.guest} sent the pre-arrival details`,
    },
    hi: { title: 'मेहमान का विवरण मिला', body: (v) => `बुकिंग ${v.reference}: ${v.guest} ने आगमन से पहले का विवरण भेजा` },
  },
  paymentReported: {
    en: {
      title: 'Payment reported',
      body: (v) => `Booking ${v.reference}: ${v.guest} says they paid (UTR ${v.utr}); confirm it`,
    },
    hi: {
      title: 'भुगतान की सूचना',
      body: (v) => `बुकिंग ${v.reference}: ${v.guest} ने भुगतान बताया (UTR ${v.utr}); पुष्टि करें`,
    },
  },
  dataRequest: {
    en: { title: 'Data request', body: (v) => `Booking ${v.reference}: ${v.guest} asked about their personal data` },
    hi: { title: 'डेटा अनुरोध', body: (v) => `बुकिंग ${v.reference}: ${v.guest} ने अपने निजी डेटा के बारे में पूछा` },
  },
};

/** The back-office page each notification opens. */
const PAGES: Record<PushTopic, () => string> = {
  enquiry: () => `${ADMIN_PATH_PREFIX}/enquiries`,
  calendarImport: () => `${ADMIN_PATH_PREFIX}/bookings`,
  calendarFailing: () => `${ADMIN_PATH_PREFIX}/bookings`,
  detailsReceived: () => `${ADMIN_PATH_PREFIX}/today`,
  paymentReported: () => `${ADMIN_PATH_PREFIX}/today`,
  dataRequest: () => `${ADMIN_PATH_PREFIX}/today`,
};

/** A notification of `topic` in `lang` with its values (missing ones read as ''). */
export function pushPayload(topic: PushTopic, lang: Lang, values: Record<string, string>): PushPayload {
  const w = WORDS[topic][lang];
  return { topic, title: w.title, body: w.body(values), url: PAGES[topic]() };
}
