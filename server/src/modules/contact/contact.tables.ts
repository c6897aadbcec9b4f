/**
 * The contact module's table: the messages of the contact form (conventions: platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList } from '../../platform/db/schema-columns';
import { CONTACT_SERVICE_VALUES, CONTACT_STATUSES, PREFERRED_CONTACT_METHODS } from '@pachmarhi/common/constants';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    preferredContact: text('preferred_contact').notNull().default('email'),
    travelDate: date('travel_date', { mode: 'string' }),
    numberOfPeople: integer('number_of_people'),
    serviceType: text('service_type').notNull().default('general'),
    isRead: boolean('is_read').notNull().default(false),
    /** Where the admin has taken the enquiry (new → replied → converted/closed). */
    status: text('status').notNull().default('new'),
    /** Set when the admin archives the message; archived ones leave the default list. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('contact_messages_status_check', inList('status', CONTACT_STATUSES)),
    check('contact_messages_preferred_check', inList('preferred_contact', PREFERRED_CONTACT_METHODS)),
    check('contact_messages_service_check', inList('service_type', CONTACT_SERVICE_VALUES)),
    check('contact_messages_people_check', sql`number_of_people is null or number_of_people between 1 and 50`),
    index('contact_messages_created_at_idx').on(sql`created_at desc`),
  ],
);
