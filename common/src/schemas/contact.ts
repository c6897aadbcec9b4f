import { z } from 'zod';
import {
  CONTACT_SERVICE_VALUES,
  CONTACT_STATUSES,
  MESSAGE_COUNTER_MAX,
  MESSAGE_MIN_LENGTH,
  PEOPLE_MAX,
  PEOPLE_MIN,
  PHONE_MIN_LENGTH,
  PREFERRED_CONTACT_METHODS,
} from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import { isIsoDate, todayIST } from '../time';
import { optionalInt, optionalText, requiredText, safeText } from './fields';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^[\d+\-\s()]+$/;
const PHONE_MESSAGE = ruleMessage('invalidPhone', { min: PHONE_MIN_LENGTH });

/** An email address as the contact form checks it, trimmed; '' passes (whether it may be blank is the caller's rule). */
export const emailField = safeText('email', 200).refine(
  (v) => v === '' || EMAIL_SHAPE.test(v),
  ruleMessage('invalidEmail'),
);

/**
 * The contact form (docs/product.md#records) with the rules and messages of docs/product.md#validation. Values are trimmed first.
 * Email, last name and subject are required only with `preferredContact: 'email'` (`emailRequired`):
 * someone who asks for a call or a WhatsApp reply gives a name, a phone number and the message; the
 * others are '' when left out. The message is at most MESSAGE_COUNTER_MAX characters (the form's counter).
 * @param today 'YYYY-MM-DD' in IST; travel dates before it are refused
 */
export function contactSchema(today: string = todayIST()) {
  return z
    .object({
      firstName: requiredText('firstName', 100),
      // Required only with email as the preferred contact (see the refinements below).
      lastName: optionalText('lastName', 100),
      // Required only when email is the preferred contact (see `emailRequired` below); checked when given.
      email: emailField.default(''),
      phone: requiredText('phoneNumber', 30).refine(
        (v) => PHONE_SHAPE.test(v) && v.length >= PHONE_MIN_LENGTH,
        PHONE_MESSAGE,
      ),
      subject: optionalText('subject', 200),
      message: requiredText('message', MESSAGE_COUNTER_MAX).refine(
        (v) => v.length >= MESSAGE_MIN_LENGTH,
        ruleMessage('messageTooShort', { min: MESSAGE_MIN_LENGTH }),
      ),
      preferredContact: z.enum(PREFERRED_CONTACT_METHODS).default('email'),
      travelDate: optionalText('travelDate', 40)
        .refine((v) => v === '' || isIsoDate(v), ruleMessage('enterValidDate'))
        .refine((v) => v === '' || v >= today, ruleMessage('pastDate', { label: 'travelDate' })),
      numberOfPeople: optionalInt(
        PEOPLE_MIN,
        PEOPLE_MAX,
        ruleMessage('numberBetween', { label: 'numberOfPeople', min: PEOPLE_MIN, max: PEOPLE_MAX }),
        'numberOfPeople',
      ),
      serviceType: z.enum(CONTACT_SERVICE_VALUES).default('general'),
    })
    .refine(...requiredWithEmail('email'))
    .refine(...requiredWithEmail('lastName'))
    .refine(...requiredWithEmail('subject'));
}

/**
 * The refinement of a contact field required only with email as the preferred contact: its check
 * and its issue, raised also while other fields have messages (the form shows them all at once).
 */
function requiredWithEmail(
  field: 'email' | 'lastName' | 'subject',
): [
  (v: { preferredContact: (typeof PREFERRED_CONTACT_METHODS)[number] } & Record<typeof field, string>) => boolean,
  z.core.$ZodCustomParams,
] {
  return [
    (v: { preferredContact: (typeof PREFERRED_CONTACT_METHODS)[number] } & Record<typeof field, string>) =>
      !emailRequired(v.preferredContact) || v[field] !== '',
    {
      path: [field],
      message: ruleMessage('required', { label: field }),
      when: (payload) =>
        payload.issues.every((i) => i.path?.length && i.path[0] !== field && i.path[0] !== 'preferredContact'),
    },
  ];
}

/**
 * True when a contact message must carry an email address: only when the visitor prefers to be
 * answered by email. Someone who asks for a call or a WhatsApp reply may leave it out (the phone
 * number is always required).
 */
export function emailRequired(preferredContact: (typeof PREFERRED_CONTACT_METHODS)[number]): boolean {
  return preferredContact === 'email';
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactFields = z.output<ReturnType<typeof contactSchema>>;

/**
 * Body of `PATCH /api/contact/:id` (admin): any of read flag, archived, status. An empty body
 * marks the message read (what the first admin screen sent).
 */
export const contactUpdateSchema = z
  .object({
    isRead: z.boolean({ error: ruleMessage('notBoolean', { field: 'isRead' }) }).optional(),
    archived: z.boolean({ error: ruleMessage('notBoolean', { field: 'archived' }) }).optional(),
    status: z
      .enum(CONTACT_STATUSES, { error: ruleMessage('statusOneOf', { values: CONTACT_STATUSES.join(', ') }) })
      .optional(),
  })
  .transform((v) =>
    v.isRead === undefined && v.archived === undefined && v.status === undefined ? { ...v, isRead: true } : v,
  );

export type ContactUpdate = z.output<typeof contactUpdateSchema>;
