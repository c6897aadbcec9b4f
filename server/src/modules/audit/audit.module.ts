import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
} from '@pachmarhi/common/schemas/audit';
import type { Db } from '../../platform/db/database';
import { currentActor } from '../../platform/auth/require-auth';
import { changedFields } from './audit.service';
import { auditSubjects, insertAuditRow, listAuditRows, type Executor } from './audit.repository';

export { auditable } from './audit.service';

/** The database or a transaction an audit row is written in (so it commits with the change it records). */
export type AuditExecutor = Executor;

/** One event for the audit trail; who did it is taken from the request (`currentActor`). */
export interface AuditEvent {
  /** 'create', 'update', 'delete', 'read', 'check-in', 'check-out', 'password-reset', 'message-sent'… (AUDIT_ACTIONS) */
  action: AuditAction;
  /** The singular resource: 'reservation', 'guest', 'staff', 'message-template', 'guest-register'… (AUDIT_ENTITIES) */
  entity: AuditEntity;
  entityId?: string | null;
  /** The record before the change (null for a create or a read); only changed fields are kept. */
  before?: Record<string, unknown> | null;
  /** The record after the change (null for a delete or a read). */
  after?: Record<string, unknown> | null;
}

/** The audit trail: the one place its rows are written, and the owner's reading of it. */
export interface AuditTrail {
  /**
   * Record an event by the current request's user (none for the command line), at the app's
   * clock, in `tx` when given. An update that changed nothing is not recorded. Fields named like
   * passwords, hashes, tokens or secrets are never written.
   */
  record(event: AuditEvent, tx?: AuditExecutor): Promise<void>;
  /**
   * A page (AUDIT_PAGE_SIZE rows) newest first, and how many rows match; each row names what it
   * is about (`reservation` by reference and guest, `subject` a guest's, item's or account's name).
   */
  list(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }>;
}

export interface AuditDeps {
  db: Db;
  now: () => Date;
}

/** Create the audit trail once per app. */
export function createAudit({ db, now }: AuditDeps): AuditTrail {
  return {
    async record(event, tx = db) {
      const { before, after } = changedFields(event.before, event.after);
      if (event.before && event.after && !before) return;
      const actor = currentActor();
      await insertAuditRow(tx, {
        at: now(),
        userId: actor?.userId ?? null,
        role: actor?.role ?? null,
        action: event.action,
        entity: event.entity,
        entityId: event.entityId ?? null,
        before,
        after,
      });
    },
    async list(query) {
      const { rows, total } = await listAuditRows(db, query, AUDIT_PAGE_SIZE);
      const subjects = await auditSubjects(db, rows);
      return {
        data: rows.map(({ id, at, ...r }) => {
          const about = subjects.get(id);
          return {
            _id: id,
            at: at.toISOString(),
            ...r,
            reservation: about?.reservation ?? null,
            subject: about?.name ?? null,
          };
        }),
        total,
      };
    },
  };
}
