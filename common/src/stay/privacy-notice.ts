/**
 * The short privacy notice beside the pre-arrival form, in the guest's language: what is kept, why,
 * for how long and whom to write to — the notice the Digital Personal Data Protection Act 2023 asks
 * before consent (s. 5; its contents: Digital Personal Data Protection Rules 2025, r. 3). Its version
 * is PRIVACY_NOTICE_VERSION (common/src/schemas/stay.ts), stored with each consent: change both together.
 */
import type { Lang } from '../i18n/lang';

export interface NoticeFacts {
  businessName: string;
  /** Where to write (email, else phone). */
  contact: string;
  /** How long the register is kept, days (GUEST_RECORD_RETENTION_DAYS). */
  retentionDays: number;
}

const years = (days: number) => Math.max(1, Math.round(days / 365));

const NOTICE: Record<Lang, (f: NoticeFacts) => string[]> = {
  en: (f) => [
    `${f.businessName} keeps what you type here in its guest register: names, nationality, ID type and number (an Aadhaar number only as its last 4 digits), address and phone, and for foreign guests the Form C details and an ID photo if you add one.`,
    'Why: the law requires a hotel to keep a register and to report every foreign guest to the Foreigners Regional Registration Officer within 24 hours (Form C); the rest is only for your stay.',
    `How long: ${years(f.retentionDays)} year(s) after your stay, as the register must be kept for inspection; then it is deleted, ID photo included.`,
    `Your rights: you may ask for a copy, a correction, or erasure of what the law does not require us to keep, from this page or by writing to ${f.contact}. You may also complain to the Data Protection Board of India.`,
  ],
  hi: (f) => [
    `${f.businessName} यहाँ भरी जानकारी अपने अतिथि रजिस्टर में रखता है: नाम, राष्ट्रीयता, पहचान पत्र का प्रकार और नंबर (आधार के केवल आख़िरी 4 अंक), पता और फ़ोन, और विदेशी अतिथियों के लिए फ़ॉर्म C का विवरण और (यदि आप जोड़ें) पहचान पत्र की फ़ोटो।`,
    'क्यों: क़ानून के अनुसार होटल को रजिस्टर रखना होता है और हर विदेशी अतिथि की सूचना 24 घंटे में विदेशी क्षेत्रीय पंजीकरण अधिकारी को देनी होती है (फ़ॉर्म C); बाक़ी जानकारी केवल आपके ठहरने के लिए है।',
    `कब तक: आपके ठहरने के बाद ${years(f.retentionDays)} वर्ष, क्योंकि रजिस्टर जाँच के लिए रखना ज़रूरी है; फिर यह पहचान पत्र की फ़ोटो सहित मिटा दिया जाता है।`,
    `आपके अधिकार: आप इस पेज से या ${f.contact} पर लिखकर अपनी जानकारी की प्रति, सुधार, या जो क़ानूनन ज़रूरी नहीं उसे मिटाने का अनुरोध कर सकते हैं। आप भारत के डेटा संरक्षण बोर्ड में शिकायत भी कर सकते हैं।`,
  ],
};

/** The notice's paragraphs in `lang`. */
export const privacyNotice = (lang: Lang, facts: NoticeFacts): string[] => NOTICE[lang](facts);
