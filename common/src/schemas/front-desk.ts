/**
 * The front desk's inputs (docs/api.md#front-desk): the guest register (Form III for foreign
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

/** The identity documents the register takes. */
export const ID_TYPES = ['aadhaar', 'passport', 'driving-licence', 'voter-id', 'other'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The country whose nationals are not foreigners (Form III applies to everyone else). */
export const HOME_COUNTRY = 'IN';
/**
 * Nationals of Nepal and Bhutan enter India without a visa (India–Nepal Treaty of Peace and
 * Friendship 1950; India–Bhutan Friendship Treaty 2007): the visa fields are not asked of them.
 */
const NO_VISA_NEEDED = new Set(['NP', 'BT']);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** True for an ISO 3166-1 alpha-2 code the runtime knows a name for ('IN', 'GB'). */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;

/** A foreign national: any nationality but India's. */
export const isForeignNational = (nationality: string): boolean => nationality.toUpperCase() !== HOME_COUNTRY;

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
const country = requiredText('nationality', 2, ruleMessage('invalidCountry'))
  .toUpperCase()
  .refine(isCountryCode, ruleMessage('invalidCountry'));

/** The fields Form III asks of a foreign national, beyond the register's own. */
export const FOREIGNER_FIELDS = [
  'passportNumber',
  'passportExpiry',
  'visaNumber',
  'visaType',
  'arrivalInIndia',
  'portOfArrival',
] as const;

/**
 * One guest of the register (`POST /api/reservations/:id/guests`, `PUT …/guests/:guestId`): every
 * guest's name, nationality, ID and address; for a foreign national also passport, visa and arrival
 * in India (Form III; no visa fields for Nepal and Bhutan). An Aadhaar number is kept masked; a
 * full one is refused (`maskAadhaar`).
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
    arrivedFrom: text('arrivedFrom', 100),
    nextDestination: text('nextDestination', 100),
    passportNumber: text('passportNumber', 20),
    passportExpiry: z.preprocess(blankToUndefined, isoDate('passportExpiry').optional()),
    visaNumber: text('visaNumber', 30),
    visaType: text('visaType', 40),
    arrivalInIndia: z.preprocess(blankToUndefined, isoDate('arrivalInIndia').optional()),
    portOfArrival: text('portOfArrival', 100),
  })
  .superRefine((v, ctx) => {
    if (v.idType === 'aadhaar') {
      const masked = maskAadhaar(v.idNumber);
      if (masked === 'full' || masked === null)
        ctx.addIssue({
          code: 'custom',
          path: ['idNumber'],
          message: ruleMessage(masked === 'full' ? 'aadhaarFullNumber' : 'aadhaarLastFour'),
        });
    }
    if (!isForeignNational(v.nationality)) return;
    for (const field of FOREIGNER_FIELDS) {
      if (NO_VISA_NEEDED.has(v.nationality) && (field === 'visaNumber' || field === 'visaType')) continue;
      if (v[field] === undefined && !ctx.issues.some((i) => i.path?.[0] === field))
        ctx.addIssue({ code: 'custom', path: [field], message: ruleMessage('foreignerField', { label: field }) });
    }
  })
  .transform((v) => (v.idType === 'aadhaar' ? { ...v, idNumber: maskAadhaar(v.idNumber) as string } : v));
export type GuestInput = z.output<typeof guestInputSchema>;

/** Body of `PATCH /api/reservations/:id/guests/:guestId`: Form III marked submitted (null clears it) and the portal's acknowledgement. */
export const formIiiPatchSchema = z.object({
  formIiiSubmittedAt: z.union([z.null(), z.iso.datetime({ offset: true, error: ruleMessage('enterValidDate') })]),
  formIiiAck: z.preprocess(blankToUndefined, requiredText('formIiiAck', 100).optional()),
});
export type FormIiiPatch = z.output<typeof formIiiPatchSchema>;

/** Query of `GET /api/front-desk` (date default: today, IST, filled in by the server). */
export const frontDeskQuerySchema = z.object({ date: optionalDate });

/** Query of `GET /api/guest-register.csv`: check-in dates from/to (IST, inclusive). */
export const guestRegisterQuerySchema = z
  .object({ from: optionalDate, to: optionalDate })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: ruleMessage('rangeEndBeforeStart') });

/** The messages to guests, by key. */
export const MESSAGE_KEYS = ['confirmation', 'payment-request', 'pre-arrival', 'tour-reminder', 'thank-you'] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
export const MESSAGE_LANGS = ['en', 'hi'] as const;
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
  'balance',
  'payLink',
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

/** Body of `PUT /api/message-templates`: one template's text; an unknown placeholder is refused. */
export const messageTemplatePutSchema = z.object({
  key: messageKey,
  lang: z.enum(MESSAGE_LANGS, { error: ruleMessage('chooseLang') }),
  text: requiredText('templateText', 2000).superRefine((v, ctx) => {
    const [first] = unknownPlaceholders(v);
    if (first !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: ruleMessage('unknownPlaceholder', {
          value: `{${first}}`,
          values: MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(' '),
        }),
      });
  }),
});
export type MessageTemplatePut = z.output<typeof messageTemplatePutSchema>;

/** Body of `POST /api/reservations/:id/messages`: the message the desk just opened in WhatsApp. */
export const messageSentSchema = z.object({ key: messageKey });

/** Query of `GET /api/reservations/:id/messages`: the guest's language, en (default) or hi. */
export const messagesQuerySchema = z.object({
  lang: z.preprocess(blankToUndefined, z.enum(MESSAGE_LANGS, { error: ruleMessage('chooseLang') }).default('en')),
});
