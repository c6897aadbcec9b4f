import type { AuditEntry } from '@pachmarhi/common/schemas/audit';
import { auditFieldKind } from '@pachmarhi/common/schemas/audit';
import { istDateTime } from '@pachmarhi/common/time';
import { cx } from '@/features/admin/shared/lib/cx';
import {
  auditActionText,
  auditFieldName,
  auditSentence,
  auditValue,
  groupRepeatedViews,
  type AuditLine,
} from '@/features/admin/shared/lib/audit-sentence';
import ui from '@/features/admin/shared/ui.module.css';
import css from './front-desk.module.css';
import { adminText } from '@/i18n';

/** The fields a created or deleted record had, in words, folded under "N fields" (a change is told in its sentence). */
function RecordFields({ e }: { e: AuditEntry }) {
  if (e.action !== 'create' && e.action !== 'delete' && e.action !== 'upload') return null;
  const record = e.action === 'delete' ? e.before : e.after;
  if (!record) return null;
  const fields = Object.keys(record).filter((k) => auditFieldKind(k) !== 'hidden');
  if (fields.length === 0) return null;
  return (
    <details className={css.changes}>
      <summary className={ui.itemMeta}>{adminText('activity.fields', { count: fields.length })}</summary>
      <dl className={css.fields}>
        {fields.map((k) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{auditFieldName(k)}</dt>
            <dd>{auditValue(k, record[k])}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** When: the IST time 'YYYY-MM-DD HH:mm', or the first and last of a group of views. */
const when = ({ entry, firstAt, count }: AuditLine) =>
  count > 1 && firstAt.slice(0, 16) !== entry.at.slice(0, 16)
    ? `${istDateTime(firstAt)} – ${istDateTime(entry.at).slice(11)}`
    : istDateTime(entry.at);

/**
 * Rows of the audit trail, newest first, each a sentence ("Pooja set the agreed total of AEPL5B
 * (Asha Verma) from ₹10,500 to ₹5,000") with its IST time and the actor's role; consecutive views of
 * the same register by the same person are one line ("viewed … 5 times").
 */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={ui.itemMeta}>{adminText('activity.none')}</p>;
  return (
    <ul className={css.rows} data-testid="audit-list">
      {groupRepeatedViews(entries).map((line) => {
        const e = line.entry;
        return (
          <li key={e._id} className={cx(css.row, css.auditRow)} data-action={e.action} data-entity={e.entity}>
            <span className={css.auditMeta}>
              <time className={ui.itemMeta} dateTime={e.at}>
                {when(line)}
              </time>
              <span className={cx(ui.badge, ui.badgeGray)}>{auditActionText(e.action)}</span>
              {e.role !== null && (
                <span className={ui.badge}>{adminText(`staffPage.roles.${e.role === 3 ? '3' : '1'}`)}</span>
              )}
            </span>
            <span className={css.sentence} data-testid="audit-sentence">
              {auditSentence(line)}
            </span>
            <RecordFields e={e} />
          </li>
        );
      })}
    </ul>
  );
}
