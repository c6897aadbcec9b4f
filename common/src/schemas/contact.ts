import { z } from 'zod';
import { CONTACT_SERVICE_VALUES, CONTACT_STATUSES, MESSAGE_MIN_LENGTH, PEOPLE_MAX, PEOPLE_MIN, PHONE_MIN_LENGTH, PREFERRED_CONTACT_METHODS } from '../constants';
import { isIsoDate, todayIST } from '../time';
import { optionalInt, optionalText, requiredText } from './fields';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = /^[\d+\-\s()]+$/;
const PHONE_MESSAGE = 'Please enter a valid phone number (minimum 10 digits)';

/**
 * The contact form (docs/product.md#records) with the rules and messages of docs/product.md#validation. Values are trimmed first.
 * @param today 'YYYY-MM-DD' in IST; travel dates before it are refused
 */
export function contactSchema(today: string = todayIST()) {
  return z.object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: requiredText('Email', 200).refine((v) => EMAIL_SHAPE.test(v), 'Please enter a valid email address'),
    phone: requiredText('Phone number', 30).refine((v) => PHONE_SHAPE.test(v) && v.length >= PHONE_MIN_LENGTH, PHONE_MESSAGE),
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000).refine((v) => v.length >= MESSAGE_MIN_LENGTH, 'Message must be at least 20 characters long'),
    preferredContact: z.enum(PREFERRED_CONTACT_METHODS).default('email'),
    travelDate: optionalText('Travel date', 40)
      .refine((v) => v === '' || isIsoDate(v), 'Please enter a valid date')
      .refine((v) => v === '' || v >= today, 'Travel date cannot be in the past'),
    numberOfPeople: optionalInt(PEOPLE_MIN, PEOPLE_MAX, `Number of people must be between ${PEOPLE_MIN} and ${PEOPLE_MAX}`, 'Number of people'),
    serviceType: z.enum(CONTACT_SERVICE_VALUES).default('general'),
  });
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactFields = z.output<ReturnType<typeof contactSchema>>;

/**
 * Body of `PATCH /api/contact/:id` (admin): any of read flag, archived, status. An empty body
 * marks the message read (what the first admin screen sent).
 */
export const contactUpdateSchema = z
  .object({
    isRead: z.boolean({ error: 'isRead must be true or false' }).optional(),
    archived: z.boolean({ error: 'archived must be true or false' }).optional(),
    status: z.enum(CONTACT_STATUSES, { error: `status must be one of ${CONTACT_STATUSES.join(', ')}` }).optional(),
  })
  .transform((v) => (v.isRead === undefined && v.archived === undefined && v.status === undefined ? { ...v, isRead: true } : v));

export type ContactUpdate = z.output<typeof contactUpdateSchema>;
