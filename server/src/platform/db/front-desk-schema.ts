/**
 * The front desk's tables (see schema.ts for the conventions): the audit trail, the guest register
 * and the message templates.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS, ID_TYPES, MESSAGE_KEYS, MESSAGE_LANGS } from '@pachmarhi/common/schemas/front-desk';
import { inList, timestamps } from './schema-columns';
import { reservations } from './enquiries-schema';

/**
 * Every write of the back office and every read of the guest register: who (`user_id`, their role
 * then), what (`action` on `entity` `entity_id`) and the changed fields before and after. Rows
 * stay when the user is deleted (no foreign key).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: rows written at the same instant (one clock tick, a fixed test clock) keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    role: integer('role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(sql`at desc`, sql`seq desc`),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_user_idx').on(t.userId, t.at),
  ],
);

/**
 * The guest register: one row per guest of a stay, kept for the inspection the Immigration and
 * Foreigners Act 2025 and its rules allow (at least a year; GUEST_RECORD_RETENTION_DAYS). An
 * Aadhaar number is stored masked ('XXXX XXXX 1234'), never whole. The foreign-national columns
 * are what Form C (Form III since 2025) asks for.
 */
export const reservationGuests = pgTable(
  'reservation_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ISO 3166 alpha-2, upper case ('IN'). */
    nationality: text('nationality').notNull(),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    age: integer('age'),
    /** Form C (Form III) fields of a foreign national, common/src/schemas/front-desk.ts. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** 'female' | 'male' | 'transgender'. */
    gender: text('gender'),
    arrivedFrom: text('arrived_from'),
    nextDestination: text('next_destination'),
    passportNumber: text('passport_number'),
    passportIssuePlace: text('passport_issue_place'),
    passportIssueDate: date('passport_issue_date', { mode: 'string' }),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    visaNumber: text('visa_number'),
    visaType: text('visa_type'),
    visaIssuePlace: text('visa_issue_place'),
    visaIssueDate: date('visa_issue_date', { mode: 'string' }),
    visaValidTill: date('visa_valid_till', { mode: 'string' }),
    arrivalInIndia: date('arrival_in_india', { mode: 'string' }),
    portOfArrival: text('port_of_arrival'),
    purposeOfVisit: text('purpose_of_visit'),
    contactInIndia: text('contact_in_india'),
    /** When Form C was filed on the FRRO portal, and the acknowledgement number it gave. */
    formIiiSubmittedAt: timestamp('form_iii_submitted_at', { withTimezone: true }),
    formIiiAck: text('form_iii_ack'),
    ...timestamps,
  },
  (t) => [
    check('reservation_guests_id_type_check', inList('id_type', ID_TYPES)),
    check('reservation_guests_nationality_check', sql`nationality ~ '^[A-Z]{2}$'`),
    check('reservation_guests_gender_check', sql`gender is null or ${inList('gender', GENDERS)}`),
    check('reservation_guests_aadhaar_check', sql`id_type <> 'aadhaar' or id_number ~ '^XXXX XXXX [0-9]{4}$'`),
    index('reservation_guests_reservation_idx').on(t.reservationId),
  ],
);

/** The owner's wording of each message to guests, per language; a missing row means the default text. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.lang] }),
    check('message_templates_key_check', inList('key', MESSAGE_KEYS)),
    check('message_templates_lang_check', inList('lang', MESSAGE_LANGS)),
  ],
);
