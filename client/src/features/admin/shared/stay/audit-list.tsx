import type { AuditAction, AuditEntity, AuditEntry } from '@pachmarhi/common/schemas/audit';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './front-desk.module.css';
import { adminText } from '@/i18n';

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** Rows with more changed fields than this show them folded (a create or delete lists the whole record). */
const FOLD_OVER = 3;

/** The changed fields of one row, by name. */
const changedKeys = (e: AuditEntry) => [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];

/** 'status: confirmed → checked-in, checkOut: … → …' — the changed fields of one row. */
function changes(e: AuditEntry): string {
  const show = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return changedKeys(e)
    .map((k) => `${k}: ${show(e.before?.[k])} → ${show(e.after?.[k])}`)
    .join(', ');
}

/** The changed fields, inline when few, else folded under '12 fields' (opened by click or keyboard). */
function Changes({ e }: { e: AuditEntry }) {
  const count = changedKeys(e).length;
  if (count === 0) return null;
  const text = <span className={cx(ui.itemMeta, css.changes)}>{changes(e)}</span>;
  if (count <= FOLD_OVER) return text;
  return (
    <details className={css.changes}>
      <summary className={ui.itemMeta}>{adminText('activity.fields', { count })}</summary>
      {text}
    </details>
  );
}

/** A name the screen has no words for, made readable: 'fix-image-paths' → 'fix image paths'. */
const readable = (name: string) => name.replace(/[-_.]+/g, ' ').trim();

/** What was done, in words ('check-in' → 'Checked in'); an unknown action is shown readable. */
export const auditActionText = (action: string): string =>
  adminText(`activity.actions.${action as AuditAction}`, { defaultValue: readable(action) });

/** The record, in words, singular ('gallery-image' → 'gallery image'); an unknown one is shown readable. */
export const auditEntityText = (entity: string): string =>
  adminText(`activity.entityNames.${entity as AuditEntity}`, { defaultValue: readable(entity) });

/** A record id as the row shows it: a uuid's first 8 characters, anything else (a date range, 'form-iii-due') whole. */
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? id.slice(0, 8) : id);

/** Rows of the audit trail, newest first: when (IST), who, what on which record, and the changed fields. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={ui.itemMeta}>{adminText('activity.none')}</p>;
  return (
    <ul className={css.rows} data-testid="audit-list">
      {entries.map((e) => (
        <li key={e._id} className={css.row}>
          <span className={ui.itemMeta}>{when.format(new Date(e.at))}</span>
          <strong>{e.userName ?? adminText('activity.system')}</strong>
          {e.role !== null && (
            <span className={ui.badge}>{adminText(`staffPage.roles.${e.role === 3 ? '3' : '1'}`)}</span>
          )}
          <span className={cx(ui.badge, ui.badgeGray)} data-action={e.action}>
            {auditActionText(e.action)}
          </span>
          <span data-entity={e.entity}>
            {auditEntityText(e.entity)}
            {e.entityId ? ` ${shortId(e.entityId)}` : ''}
          </span>
          <Changes e={e} />
        </li>
      ))}
    </ul>
  );
}
