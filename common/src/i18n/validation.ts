/**
 * Validation messages in Hindi. The shared zod schemas (../schemas) write their messages in English,
 * the documented wording (docs/product.md#validation); this module turns any of them into Hindi:
 * whole messages by lookup, and the generated ones ('<label> is required', '<label> must be at most
 * 200 characters') by pattern with the field's label translated. The server calls it per request
 * (Accept-Language or ?lang=), the browser through `fieldErrors` in the visitor's language.
 * An unknown message stays English rather than being lost.
 */
import type { Lang } from './lang';

/** Field labels the schemas name in their messages. */
const LABELS: Record<string, string> = {
  'Alt text': 'वैकल्पिक विवरण', Amenities: 'सुविधाएँ', 'Bed type': 'बेड का प्रकार', Brand: 'ब्रांड', 'Cancellation policy': 'रद्द करने की नीति',
  Capacity: 'क्षमता', Category: 'श्रेणी', 'Check-in': 'चेक-इन', 'Check-out': 'चेक-आउट', 'Check-in date': 'चेक-इन की तारीख़',
  'Check-out date': 'चेक-आउट की तारीख़', Date: 'तारीख़', 'Day description': 'दिन का विवरण', 'Day id': 'दिन की आईडी', 'Day title': 'दिन का शीर्षक',
  'Departure date': 'प्रस्थान की तारीख़', 'Departure dates': 'प्रस्थान की तारीख़ें', Deposit: 'जमा राशि', Description: 'विवरण', Duration: 'अवधि',
  Email: 'ईमेल', 'End date': 'अंतिम तारीख़', Exclusions: 'शामिल नहीं', Features: 'खूबियाँ', 'First name': 'पहला नाम', 'Fuel type': 'ईंधन का प्रकार',
  'Guest name': 'मेहमान का नाम', Guests: 'मेहमान', Highlights: 'ख़ास बातें', 'Hotel name': 'होटल का नाम', Inclusions: 'शामिल सुविधाएँ', Insurance: 'बीमा',
  Item: 'आइटम', 'Last name': 'उपनाम', Limit: 'सीमा', Location: 'जगह', Message: 'संदेश', Mileage: 'माइलेज', 'Minimum rental': 'न्यूनतम किराया अवधि',
  Model: 'मॉडल', Name: 'नाम', Notes: 'नोट्स', Number: 'संख्या', 'Number of guests': 'मेहमानों की संख्या', 'Number of people': 'लोगों की संख्या',
  Page: 'पेज', Password: 'पासवर्ड', Percentage: 'प्रतिशत', 'Phone number': 'फ़ोन नंबर', Price: 'कीमत', Role: 'भूमिका', 'Room name': 'कमरे का नाम',
  'Room size': 'कमरे का आकार', Search: 'खोज', Seats: 'सीटें', 'Seats per departure': 'हर प्रस्थान में सीटें', Specifications: 'विशेषताएँ',
  'Start date': 'शुरुआती तारीख़', Subject: 'विषय', Tags: 'टैग', Title: 'शीर्षक', Transmission: 'ट्रांसमिशन', 'Travel date': 'यात्रा की तारीख़',
  Units: 'इकाइयाँ', 'Vehicle name': 'गाड़ी का नाम', View: 'नज़ारा', Year: 'साल', Availability: 'उपलब्धता', Itinerary: 'यात्रा कार्यक्रम',
};

/** Units named after numbers ('at least 1 rupees'). */
const UNITS: Record<string, string> = { rupees: 'रुपये', days: 'दिन', nights: 'रात', seats: 'सीटें', people: 'लोग', characters: 'अक्षर' };

/** Whole messages, as the schemas and the server write them. */
const MESSAGES: Record<string, string> = {
  'Use a valid date (YYYY-MM-DD)': 'सही तारीख़ लिखें (YYYY-MM-DD)',
  'Use a month as YYYY-MM': 'महीना YYYY-MM के रूप में लिखें',
  'Please enter a valid date': 'कृपया सही तारीख़ डालें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Please enter a valid phone number (minimum 10 digits)': 'कृपया सही फ़ोन नंबर डालें (कम से कम 10 अंक)',
  'Enter a valid phone number, e.g. 98765 43210': 'सही फ़ोन नंबर डालें, जैसे 98765 43210',
  'Message must be at least 20 characters long': 'संदेश कम से कम 20 अक्षरों का होना चाहिए',
  'Travel date cannot be in the past': 'यात्रा की तारीख़ बीते दिन की नहीं हो सकती',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Please confirm your password': 'कृपया पासवर्ड दोबारा लिखें',
  'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
  'Captcha does not match.': 'कैप्चा मेल नहीं खाता।',
  'Please accept the terms and conditions.': 'कृपया नियम और शर्तें स्वीकार करें।',
  'Category is required': 'श्रेणी ज़रूरी है',
  'Choose Petrol, Diesel, Electric or Hybrid': 'पेट्रोल, डीज़ल, इलेक्ट्रिक या हाइब्रिड चुनें',
  'Choose Standard, Deluxe or Suite': 'स्टैंडर्ड, डीलक्स या सुइट चुनें',
  'Choose WhatsApp, phone, contact form, walk-in or other': 'व्हाट्सऐप, फ़ोन, संपर्क फ़ॉर्म, सीधे आकर या अन्य चुनें',
  'Choose a valid status': 'सही स्थिति चुनें',
  'Choose enquiry, held, confirmed or blocked': 'पूछताछ, होल्ड, पक्का या ब्लॉक चुनें',
  'Choose room, vehicle or tour': 'कमरा, गाड़ी या टूर चुनें',
  'Choose what to reserve': 'चुनें कि क्या बुक करना है',
  'End date cannot be before the start date': 'अंतिम तारीख़ शुरुआती तारीख़ से पहले नहीं हो सकती',
  'The end of the range cannot be before its start': 'अवधि का अंत उसकी शुरुआत से पहले नहीं हो सकता',
  'A tour has only a departure date; leave the end date empty': 'टूर में सिर्फ़ प्रस्थान की तारीख़ होती है; अंतिम तारीख़ खाली छोड़ें',
  'A stay can be at most 30 nights': 'ठहराव ज़्यादा से ज़्यादा 30 रात का हो सकता है',
  'A rental can be at most 30 days': 'किराया ज़्यादा से ज़्यादा 30 दिन का हो सकता है',
  'Guest name is required': 'मेहमान का नाम ज़रूरी है',
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  'Unknown item id': 'यह आइटम नहीं मिला',
  'You can only upload up to 5 images': 'आप ज़्यादा से ज़्यादा 5 तस्वीरें अपलोड कर सकते हैं',
  'Password must be at most 72 bytes (72 plain letters or digits; accented letters and emoji count as 2–4)':
    'पासवर्ड ज़्यादा से ज़्यादा 72 बाइट का हो सकता है (72 सादे अक्षर या अंक; मात्रा वाले अक्षर और इमोजी 2–4 गिने जाते हैं)',
  'Validation failed': 'दी गई जानकारी सही नहीं है',
};

const label = (l: string) => LABELS[l] ?? LABELS[l.charAt(0).toUpperCase() + l.slice(1)] ?? l;
const unit = (u: string | undefined) => (u ? ` ${UNITS[u] ?? u}` : '');

/** Value types zod names in its own (default) messages. */
const TYPES: Record<string, string> = {
  string: 'टेक्स्ट', number: 'संख्या', object: 'ऑब्जेक्ट', array: 'सूची', boolean: 'हाँ/ना', undefined: 'कुछ नहीं', null: 'खाली (null)',
  date: 'तारीख़', value: 'मान', characters: 'अक्षर', items: 'आइटम', elements: 'आइटम',
};
const type = (t: string) => TYPES[t] ?? t;

/** Generated messages: [English pattern, Hindi from its captures]. */
const PATTERNS: [RegExp, (...m: string[]) => string][] = [
  // zod's own English (schemas without a message of their own): zod 4's locales/en wording.
  [/^Invalid input: expected (\w+), received (\w+)$/, (a, b) => `अमान्य इनपुट: ${type(a)} चाहिए, ${type(b)} मिला`],
  [/^Invalid input: expected (.+)$/, (a) => `अमान्य इनपुट: ${a} चाहिए`],
  [/^Invalid option: expected one of (.+)$/, (list) => `अमान्य विकल्प: इनमें से एक चुनें: ${list}`],
  [/^Too big: expected (\w+) to have <=?(\d+) (\w+)$/, (o, n, u) => `बहुत बड़ा: ${type(o)} में ज़्यादा से ज़्यादा ${n} ${type(u)} हो सकते हैं`],
  [/^Too big: expected (\w+) to be <=?(\d+)$/, (o, n) => `बहुत बड़ा: ${type(o)} ज़्यादा से ज़्यादा ${n} हो सकता है`],
  [/^Too small: expected (\w+) to have >=?(\d+) (\w+)$/, (o, n, u) => `बहुत छोटा: ${type(o)} में कम से कम ${n} ${type(u)} होने चाहिए`],
  [/^Too small: expected (\w+) to be >=?(\d+)$/, (o, n) => `बहुत छोटा: ${type(o)} कम से कम ${n} होना चाहिए`],
  [/^Invalid (string|number|input|value).*$/, () => 'अमान्य इनपुट'],
  [/^Unrecognized keys?: (.+)$/, (keys) => `अनजान फ़ील्ड: ${keys}`],
  [/^(.+) is required$/, (l) => `${label(l)} ज़रूरी है`],
  [/^(.+) must be text$/, (l) => `${label(l)} टेक्स्ट होना चाहिए`],
  [/^(.+) contains an invalid character$/, (l) => `${label(l)} में एक अमान्य अक्षर है`],
  [/^(.+) must be at most (\d+) characters$/, (l, n) => `${label(l)} ज़्यादा से ज़्यादा ${n} अक्षरों का हो सकता है`],
  [/^(.+) must be at least (\d+) characters$/, (l, n) => `${label(l)} कम से कम ${n} अक्षरों का होना चाहिए`],
  [/^(.+) must be a list$/, (l) => `${label(l)} एक सूची होनी चाहिए`],
  [/^(.+) can have at most (\d+) (rows|days)$/, (l, n) => `${label(l)} में ज़्यादा से ज़्यादा ${n} पंक्तियाँ हो सकती हैं`],
  [/^(.+) must be a whole number from (\d+) to (\d+)$/, (l, a, b) => `${label(l)} ${a} से ${b} तक की पूरी संख्या होनी चाहिए`],
  [/^(.+) must be a whole number from (\d+)$/, (l, a) => `${label(l)} ${a} या उससे बड़ी पूरी संख्या होनी चाहिए`],
  [/^(.+) must be between (\d+) and (\d+)$/, (l, a, b) => `${label(l)} ${a} से ${b} के बीच होनी चाहिए`],
  [/^(.+) must be a whole number(?: of (\w+))?$/, (l, u) => `${label(l)} पूरी संख्या${unit(u)} में होनी चाहिए`],
  [/^(.+) must be written in plain digits \(0-9\)$/, (l) => `${label(l)} सादे अंकों (0-9) में लिखें`],
  [/^(.+) must be a number$/, (l) => `${label(l)} एक संख्या होनी चाहिए`],
  [/^(.+) cannot be negative$/, (l) => `${label(l)} ऋणात्मक नहीं हो सकता`],
  [/^(.+) must be at least (\d+)(?: (\w+))?$/, (l, n, u) => `${label(l)} कम से कम ${n}${unit(u)} होना चाहिए`],
  [/^(.+) must be at most (\d+)(?: (\w+))?$/, (l, n, u) => `${label(l)} ज़्यादा से ज़्यादा ${n}${unit(u)} हो सकता है`],
  [/^(.+) cannot be in the past$/, (l) => `${label(l)} बीते दिन की नहीं हो सकती`],
  [/^(.+) must be after the (.+)$/, (l, other) => `${label(l)} ${label(other)} के बाद की होनी चाहिए`],
  [/^This reservation is for a (\w+); its kind cannot change$/, (k) => `यह आरक्षण ${({ room: 'कमरे', vehicle: 'गाड़ी', tour: 'टूर' } as Record<string, string>)[k] ?? k} का है; इसका प्रकार नहीं बदल सकता`],
  [/^This room takes at most (\d+) guests?$/, (n) => `इस कमरे में ज़्यादा से ज़्यादा ${n} मेहमान ठहर सकते हैं`],
  [/^A departure has (\d+) seats?$/, (n) => `एक प्रस्थान में ${n} सीटें हैं`],
  [/^(\w+) must be true or false$/, (f) => `${f} true या false होना चाहिए`],
  [/^status must be one of (.+)$/, (list) => `status इनमें से एक होना चाहिए: ${list}`],
];

/**
 * One validation message in `lang`: English as written; Hindi by lookup or pattern, or the English
 * message when none matches.
 */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const exact = MESSAGES[message];
  if (exact) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const m = pattern.exec(message);
    if (m) return hindi(...m.slice(1));
  }
  return message;
}

/** Field errors (`{ "field.path": "message" }`) with every message in `lang`. */
export function localizeFieldErrors(errors: Record<string, string>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, localizeMessage(v, lang)]));
}
