/**
 * The guests module's table: the guest register (Form C / Form III details) of each reservation.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from '../../platform/db/schema-columns';
import { GENDERS, ID_TYPES } from '@pachmarhi/common/schemas/front-desk';
import { reservations } from '../reservations/reservations.tables';

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
