/**
 * The audit module's table: the audit trail of the back office (conventions: platform/db/schema-columns.ts).
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
