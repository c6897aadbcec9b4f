import { z } from 'zod';
import {
  CONTACT_SERVICE_VALUES,
  CONTACT_STATUSES,
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
 * Email is required only with `preferredContact: 'email'` (`emailRequired`); otherwise '' when left out.
 * @param today 'YYYY-MM-DD' in IST; travel dates before it are refused
 */
export function contactSchema(today: string = todayIST()) {
  return z
    .object({
      firstName: requiredText('firstName', 100),
      lastName: requiredText('lastName', 100),
      // Required only when email is the preferred contact (see `emailRequired` below); checked when given.
      email: emailField.default(''),
      phone: requiredText('phoneNumber', 30).refine(
        (v) => PHONE_SHAPE.test(v) && v.length >= PHONE_MIN_LENGTH,
        PHONE_MESSAGE,
      ),
      subject: requiredText('subject', 200),
      message: requiredText('message', 5000).refine(
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
    .refine((v) => !emailRequired(v.preferredContact) || v.email !== '', {
      path: ['email'],
      message: ruleMessage('required', { label: 'email' }),
      // Also while other fields have messages, so the form shows them all at once.
      when: (payload) =>
        payload.issues.every((i) => i.path?.length && i.path[0] !== 'email' && i.path[0] !== 'preferredContact'),
    });
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
