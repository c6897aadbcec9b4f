/**
 * Messages to guests (docs/api.md#front-desk): the built-in text of each template in English and
 * Hindi, and how a template is filled in for one reservation. The owner may replace any text
 * (`PUT /api/message-templates`); placeholders are MESSAGE_PLACEHOLDERS. Sent through wa.me links
 * (no paid API).
 */
import { formatINR } from './format';
import { dayText } from './i18n/day-format';
import type { MessageKey, MessageLang, MessagePlaceholder } from './schemas/front-desk';

/** The text of each template when the owner has not written one. */
export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageKey, Record<MessageLang, string>> = {
  confirmation: {
    en: 'Namaste {guestName}! Your booking {reference} for {item} is confirmed: {checkIn} to {checkOut}, {nights} night(s), {guests} guest(s). Total {total}, balance due {balance}. Questions? Call {businessPhone}.',
    hi: 'नमस्ते {guestName}! {item} के लिए आपकी बुकिंग {reference} पक्की है: {checkIn} से {checkOut}, {nights} रात, {guests} मेहमान। कुल {total}, बाकी {balance}। कोई सवाल हो तो {businessPhone} पर फ़ोन करें।',
  },
  'payment-request': {
    en: 'Hello {guestName}, for booking {reference} ({item}, {checkIn}) the balance due is {balance}. You can pay here: {payLink}. Thank you!',
    hi: 'नमस्ते {guestName}, बुकिंग {reference} ({item}, {checkIn}) की बाकी राशि {balance} है। आप यहाँ भुगतान कर सकते हैं: {payLink}। धन्यवाद!',
  },
  'pre-arrival': {
    en: 'Hello {guestName}, we look forward to welcoming you tomorrow, {checkIn}, at {item}. Check-in is from 12 noon. Directions: {mapLink}. Call us on {businessPhone} when you reach Pachmarhi. Booking {reference}.',
    hi: 'नमस्ते {guestName}, कल {checkIn} को {item} में आपका स्वागत करने के लिए हम उत्सुक हैं। चेक-इन दोपहर 12 बजे से है। रास्ता: {mapLink}। पचमढ़ी पहुँचकर {businessPhone} पर फ़ोन करें। बुकिंग {reference}।',
  },
  'tour-reminder': {
    en: 'Hello {guestName}, your tour {item} is on {checkIn} for {guests} person(s). Pickup is at 8:00 am from your hotel reception; we will call you from {businessPhone}. Booking {reference}.',
    hi: 'नमस्ते {guestName}, आपका टूर {item} {checkIn} को {guests} व्यक्तियों के लिए है। पिकअप सुबह 8:00 बजे आपके होटल के रिसेप्शन से होगा; हम {businessPhone} से फ़ोन करेंगे। बुकिंग {reference}।',
  },
  'thank-you': {
    en: 'Thank you for staying with us, {guestName}! We hope you enjoyed {item} and Pachmarhi. We would love to welcome you again. {businessPhone}',
    hi: 'हमारे साथ ठहरने के लिए धन्यवाद, {guestName}! आशा है आपको {item} और पचमढ़ी अच्छे लगे। आपका फिर से स्वागत करके हमें ख़ुशी होगी। {businessPhone}',
  },
};

/** What the placeholders stand for in one message; dates 'YYYY-MM-DD', money whole rupees. */
export interface MessageValues {
  guestName: string;
  reference: string;
  item: string;
  checkIn: string;
  checkOut: string | null;
  nights: number;
  guests: number;
  total: number;
  balance: number;
  payLink: string;
  mapLink: string;
  businessPhone: string;
}

/**
 * A template filled in: each `{placeholder}` replaced by its value in `lang` (dates as 'Sat 9 Jan'
 * in that language, money as '₹2,500'); an unknown one is left as written.
 */
export function renderMessage(template: string, v: MessageValues, lang: MessageLang): string {
  const values: Record<MessagePlaceholder, string> = {
    guestName: v.guestName,
    reference: v.reference,
    item: v.item,
    checkIn: dayText(v.checkIn, lang),
    checkOut: v.checkOut ? dayText(v.checkOut, lang) : '',
    nights: String(v.nights),
    guests: String(v.guests),
    total: formatINR(v.total),
    balance: formatINR(v.balance),
    payLink: v.payLink,
    mapLink: v.mapLink,
    businessPhone: v.businessPhone,
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name as MessagePlaceholder] : whole,
  );
}
