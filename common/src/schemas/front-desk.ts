/**
 * The front desk's inputs (docs/api.md#front-desk): the guest register (Form C for foreign
 * nationals), the Today board's date, message templates and sent messages. Shared by the admin
 * forms and the server (400 with `fieldErrors`).
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { isoDate, optionalText, requiredText } from './fields';
import { optionalInt } from './numbers';
import { optionalDate } from './reservation-queries';
import { blankToUndefined } from './reservation';
import { normalisePhone } from '../phone';
import { isCountryCode } from '../countries';

/** The identity documents the register takes. */
export const ID_TYPES = ['aadhaar', 'passport', 'driving-licence', 'voter-id', 'other'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The country whose nationals are not foreigners (Form C applies to everyone else). */
export const HOME_COUNTRY = 'IN';
/**
 * Nationals of Nepal and Bhutan enter India without a visa (India–Nepal Treaty of Peace and
 * Friendship 1950; India–Bhutan Friendship Treaty 2007): the visa fields are not asked of them.
 */
const NO_VISA_NEEDED = new Set(['NP', 'BT']);

export { isCountryCode };

/** A foreign national: any nationality but India's. */
export const isForeignNational = (nationality: string): boolean => nationality.toUpperCase() !== HOME_COUNTRY;

/** The genders Form C offers. */
export const GENDERS = ['female', 'male', 'transgender'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * An Aadhaar number as the register may keep it: the last four digits only, 'XXXX XXXX 1234'
 * (Aadhaar (Targeted Delivery of Financial and Other Subsidies, Benefits and Services) Act 2016,
 * s. 29, and the Aadhaar (Sharing of Information) Regulations 2016: a number or card copy may not
 * be kept or displayed by those who are not authorised to). Accepts '1234', 'XXXX XXXX 1234',
 * 'xxxx-xxxx-1234' or '********1234'.
 * @returns the masked form, 'full' for a whole 12-digit number (refused), or null when unreadable
 */
export function maskAadhaar(input: string): string | 'full' | null {
  const compact = input.replace(/[\s-]/g, '');
  if (/^\d{12}$/.test(compact)) return 'full';
  const m = /^(?:[xX*]{8})?(\d{4})$/.exec(compact);
  return m ? `XXXX XXXX ${m[1]}` : null;
}

const text = (label: Parameters<typeof optionalText>[0], max: number) =>
  z.preprocess(blankToUndefined, requiredText(label, max).optional());
const date = (label: Parameters<typeof isoDate>[0]) => z.preprocess(blankToUndefined, isoDate(label).optional());
const country = requiredText('nationality', 2, ruleMessage('invalidCountry'))
  .toUpperCase()
  .refine(isCountryCode, ruleMessage('invalidCountry'));

/**
 * What Form C asks of every foreign national beyond the register's own fields, in the form's
 * order. Form C is the arrival report of a foreigner a hotel files with the FRRO within 24 hours
 * (Registration of Foreigners Rules 1992, r. 14; since 1 September 2025 Form III under the
 * Immigration and Foreigners Act 2025, s. 8, and the Immigration and Foreigners Rules 2025, r. 17,
 * filed on the same Form C portal with the same fields). The visa fields are not asked of
 * nationals of Nepal and Bhutan; the passport number is the ID number when the ID is the passport.
 */
export const FOREIGNER_FIELDS = [
  'dateOfBirth',
  'gender',
  'passportNumber',
  'passportIssuePlace',
  'passportIssueDate',
  'passportExpiry',
  'visaNumber',
  'visaType',
  'visaIssuePlace',
  'visaIssueDate',
  'visaValidTill',
  'arrivalInIndia',
  'portOfArrival',
  'arrivedFrom',
  'nextDestination',
  'purposeOfVisit',
] as const;
export type ForeignerField = (typeof FOREIGNER_FIELDS)[number];
const VISA_FIELDS = new Set<ForeignerField>([
  'visaNumber',
  'visaType',
  'visaIssuePlace',
  'visaIssueDate',
  'visaValidTill',
]);

/** True when Form C asks `field` of a national of `nationality` (visa fields: not of Nepal and Bhutan). */
export const foreignerFieldAsked = (field: ForeignerField, nationality: string): boolean =>
  !(VISA_FIELDS.has(field) && NO_VISA_NEEDED.has(nationality.toUpperCase()));

/** A passport number as compared: capitals, without spaces or dashes. */
const samePassport = (a: string, b: string) =>
  a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();

/** Each document's issue date and the date it runs out, which may not come before it. */
const ISSUED_BEFORE: [issued: 'passportIssueDate' | 'visaIssueDate', ends: 'passportExpiry' | 'visaValidTill'][] = [
  ['passportIssueDate', 'passportExpiry'],
  ['visaIssueDate', 'visaValidTill'],
];

/**
 * One guest of the register (`POST /api/reservations/:id/guests`, `PUT …/guests/:guestId`): every
 * guest's name, nationality, ID and address; for a foreign national also Form C's fields
 * (FOREIGNER_FIELDS). An Aadhaar number is kept masked; a full one is refused (`maskAadhaar`).
 * The passport number is typed once: with the passport as the ID, `passportNumber` is the ID
 * number (given both, they must agree). A document's issue date may not follow its expiry; whether
 * it is still valid for the stay is the server's check (`expiredDocument`), which knows the dates.
 */
export const guestInputSchema = z
  .object({
    name: requiredText('name', 100),
    nationality: country,
    idType: z.enum(ID_TYPES, { error: ruleMessage('chooseIdType') }),
    idNumber: requiredText('idNumber', 40),
    address: requiredText('address', 500),
    phone: z.preprocess(
      blankToUndefined,
      requiredText('phoneNumber', 30)
        .refine((v) => normalisePhone(v) !== null, ruleMessage('invalidPhoneExample'))
        .transform((v) => normalisePhone(v) as string)
        .optional(),
    ),
    age: optionalInt(0, 120, ruleMessage('wholeNumberRange', { label: 'age', min: 0, max: 120 }), 'age'),
    dateOfBirth: date('dateOfBirth'),
    gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: ruleMessage('chooseGender') }).optional()),
    arrivedFrom: text('arrivedFrom', 100),
    nextDestination: text('nextDestination', 100),
    passportNumber: text('passportNumber', 20),
    passportIssuePlace: text('passportIssuePlace', 100),
    passportIssueDate: date('passportIssueDate'),
    passportExpiry: date('passportExpiry'),
    visaNumber: text('visaNumber', 30),
    visaType: text('visaType', 40),
    visaIssuePlace: text('visaIssuePlace', 100),
    visaIssueDate: date('visaIssueDate'),
    visaValidTill: date('visaValidTill'),
    arrivalInIndia: date('arrivalInIndia'),
    portOfArrival: text('portOfArrival', 100),
    purposeOfVisit: text('purposeOfVisit', 100),
    contactInIndia: text('contactInIndia', 200),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => {
      if (!ctx.issues.some((i) => i.path?.[0] === path)) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (v.idType === 'aadhaar') {
      const masked = maskAadhaar(v.idNumber);
      if (masked === 'full' || masked === null)
        fail('idNumber', ruleMessage(masked === 'full' ? 'aadhaarFullNumber' : 'aadhaarLastFour'));
    }
    if (v.idType === 'passport' && v.passportNumber !== undefined && !samePassport(v.idNumber, v.passportNumber))
      fail('passportNumber', ruleMessage('passportNumberDiffers'));
    for (const [issued, ends] of ISSUED_BEFORE) {
      const from = v[issued];
      const to = v[ends];
      if (from && to && from > to) fail(issued, ruleMessage('issuedAfterExpiry', { label: issued }));
    }
    if (!isForeignNational(v.nationality)) return;
    for (const field of FOREIGNER_FIELDS) {
      if (!foreignerFieldAsked(field, v.nationality)) continue;
      if (field === 'passportNumber' && v.idType === 'passport') continue;
      if (v[field] === undefined) fail(field, ruleMessage('foreignerField', { label: field }));
    }
  })
  .transform((v) => ({
    ...v,
    idNumber: v.idType === 'aadhaar' ? (maskAadhaar(v.idNumber) as string) : v.idNumber,
    passportNumber:
      v.passportNumber ?? (v.idType === 'passport' && isForeignNational(v.nationality) ? v.idNumber : undefined),
  }));
export type GuestInput = z.output<typeof guestInputSchema>;

/**
 * The first of a guest's passport and visa that runs out before the stay's last day (`lastDay`,
 * 'YYYY-MM-DD': the check-out date, or a tour's date): a foreigner may not be registered on an
 * expired passport or visa (Form C records both as valid for the stay). Dates are calendar dates
 * compared as written.
 * @returns the field and its date, or null when both last the stay (or are not given)
 */
export function expiredDocument(
  guest: Pick<GuestInput, 'passportExpiry' | 'visaValidTill'>,
  lastDay: string,
): { field: 'passportExpiry' | 'visaValidTill'; date: string } | null {
  for (const field of ['passportExpiry', 'visaValidTill'] as const) {
    const ends = guest[field];
    if (ends && ends < lastDay) return { field, date: ends };
  }
  return null;
}

/**
 * Body of `PATCH /api/reservations/:id/guests/:guestId`: Form C marked submitted, with the
 * acknowledgement (application) number the FRRO portal gives on submission, which the register
 * keeps as proof of the report (required then); `formIiiSubmittedAt: null` un-marks it.
 */
export const formIiiPatchSchema = z
  .object({
    formIiiSubmittedAt: z.union([z.null(), z.iso.datetime({ offset: true, error: ruleMessage('enterValidDate') })]),
    formIiiAck: z.preprocess(blankToUndefined, requiredText('formIiiAck', 100).optional()),
  })
  .refine((v) => v.formIiiSubmittedAt === null || v.formIiiAck !== undefined, {
    path: ['formIiiAck'],
    message: ruleMessage('required', { label: 'formIiiAck' }),
  });
export type FormIiiPatch = z.output<typeof formIiiPatchSchema>;

/** Query of `GET /api/front-desk` (date default: today, IST, filled in by the server). */
export const frontDeskQuerySchema = z.object({ date: optionalDate });

/** Query of `GET /api/guest-register.csv`: check-in dates from/to (IST, inclusive). */
export const guestRegisterQuerySchema = z
  .object({ from: optionalDate, to: optionalDate })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: ruleMessage('rangeEndBeforeStart') });

/** The messages to guests, by key. */
export const MESSAGE_KEYS = [
  'confirmation',
  'advance-reminder',
  'payment-request',
  'pre-arrival',
  'arrival-day',
  'tour-reminder',
  'thank-you',
  'balance-reminder',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
export const MESSAGE_LANGS = ['en', 'hi'] as const;
/** Why a message cannot be written for a stay: its text names a payment link or a review link there is none of. */
export const MESSAGE_UNAVAILABLE = ['noPayLink', 'noReviewLink'] as const;
export type MessageUnavailable = (typeof MESSAGE_UNAVAILABLE)[number];
export type MessageLang = (typeof MESSAGE_LANGS)[number];
/** What a template may say between braces; each is filled in from the reservation and the business. */
export const MESSAGE_PLACEHOLDERS = [
  'guestName',
  'reference',
  'item',
  'checkIn',
  'checkOut',
  'nights',
  'guests',
  'total',
  'paid',
  'balance',
  'figures',
  'payLink',
  'stayLink',
  'reviewLink',
  'mapLink',
  'businessPhone',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** The placeholders `{name}` a text uses that are not in MESSAGE_PLACEHOLDERS, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(MESSAGE_PLACEHOLDERS);
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).filter((name) => !known.has(name));
}

const messageKey = z.enum(MESSAGE_KEYS, { error: ruleMessage('chooseTemplateKey') });

/** A template's text (2–2000 characters); an unknown placeholder is refused, naming it and the known ones. */
export const templateTextSchema = requiredText('templateText', 2000).superRefine((v, ctx) => {
  const [first] = unknownPlaceholders(v);
  if (first !== undefined)
    ctx.addIssue({
      code: 'custom',
      message: ruleMessage('unknownPlaceholder', {
        value: `{${first}}`,
        values: MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(' '),
      }),
    });
});

/** Body of `PUT /api/message-templates`: one template's text; an unknown placeholder is refused. */
export const messageTemplatePutSchema = z.object({
  key: messageKey,
  lang: z.enum(MESSAGE_LANGS, { error: ruleMessage('chooseLang') }),
  text: templateTextSchema,
});
export type MessageTemplatePut = z.output<typeof messageTemplatePutSchema>;

/** Body of `POST /api/reservations/:id/messages`: the message the desk just opened in WhatsApp. */
export const messageSentSchema = z.object({ key: messageKey });

/** Query of `GET /api/reservations/:id/messages`: the guest's language, en (default) or hi. */
export const messagesQuerySchema = z.object({
  lang: z.preprocess(blankToUndefined, z.enum(MESSAGE_LANGS, { error: ruleMessage('chooseLang') }).default('en')),
});

/** `POST /api/reservations/:id/notes`: one line added to the stay's notes (kept with its IST time). */
export const stayNoteSchema = z.object({ text: requiredText('notes', 500) });
export type StayNote = z.infer<typeof stayNoteSchema>;

/** The line a note adds to a stay's notes: '[2026-12-01 10:30] Late arrival, keep the room'. */
export const noteLine = (stamp: string, text: string): string => `[${stamp}] ${text}`;
