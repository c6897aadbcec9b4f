/**
 * The WhatsApp texts of a payment request, in the guest's language: the owner's request to the
 * guest, and the guest's "I have paid" reply to the business.
 */
import type { Lang } from './i18n/lang';

export interface PaymentMessageFields {
  firstName: string;
  /** The room, Gypsy or tour, as named on the site. */
  itemName: string;
  /** The dates as people read them ('21 Nov 2026 – 23 Nov 2026'). */
  dates: string;
  /** The amount as people read it ('₹1,500'). */
  amount: string;
  reference: string;
  pageUrl: string;
}

const REQUEST: Record<Lang, (f: PaymentMessageFields) => string> = {
  en: (f) =>
    `Namaste ${f.firstName}, please pay ${f.amount} for ${f.itemName} (${f.dates}), reference ${f.reference}, with any UPI app: ${f.pageUrl}`,
  hi: (f) =>
    `नमस्ते ${f.firstName}, ${f.itemName} (${f.dates}) के लिए ${f.amount} का भुगतान किसी भी UPI ऐप से करें, संदर्भ ${f.reference}: ${f.pageUrl}`,
};

const PAID: Record<Lang, (reference: string, amount: string) => string> = {
  en: (reference, amount) => `I have paid ${amount} for reservation ${reference}. UTR: `,
  hi: (reference, amount) => `मैंने बुकिंग ${reference} के लिए ${amount} का भुगतान कर दिया है। UTR: `,
};

/** The owner's request to the guest. */
export const paymentRequestText = (lang: Lang, f: PaymentMessageFields): string => REQUEST[lang](f);

/** The guest's reply naming the reservation, ending where the guest types the UTR. */
export const paidReplyText = (lang: Lang, reference: string, amount: string): string => PAID[lang](reference, amount);

/** The guest's language by the name written: Devanagari → Hindi, else English. */
export const guestLang = (name: string): Lang => (/[\u0900-\u097F]/.test(name) ? 'hi' : 'en');
