import { auditFieldKind, type AuditAction, type AuditEntity, type AuditEntry } from '@pachmarhi/common/schemas/audit';
import type { ReservationStatus } from '@pachmarhi/common/schemas/reservation';
import { formatDateIST, formatINR, truncate } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { istDateTime } from '@pachmarhi/common/time';
import { adminText } from '@/i18n';
import { STATUS_LABEL } from './labels';

/** A row of the trail as the Activity screen tells it: the entry and how many times in a row it happened. */
export interface AuditLine {
  entry: AuditEntry;
  /** 1, or how many consecutive rows it stands for (the same person viewing the same register). */
  count: number;
  /** The earliest of the rows it stands for (the entry itself is the latest). */
  firstAt: string;
}

/**
 * Views folded into lines with a count ("viewed 5 times"): within a run of consecutive reads by the
 * same person, every read of the same record joins the first line for it (a screen that reads two
 * registers in turn gives two lines, not ten). Any other row, or another person's read, ends the
 * run. Rows come newest first; each line keeps its newest row and the earliest time it stands for.
 */
export function groupRepeatedViews(entries: AuditEntry[]): AuditLine[] {
  const lines: AuditLine[] = [];
  let run = new Map<string, AuditLine>();
  let runUser: string | null | undefined;
  for (const e of entries) {
    if (e.action !== 'read' || e.userId !== runUser) {
      run = new Map();
      runUser = e.action === 'read' ? e.userId : undefined;
    }
    const key = `${e.entity}\u0000${e.entityId ?? ''}`;
    const line = e.action === 'read' ? run.get(key) : undefined;
    if (line) {
      line.count += 1;
      line.firstAt = e.at;
      continue;
    }
    const next = { entry: e, count: 1, firstAt: e.at };
    lines.push(next);
    if (e.action === 'read') run.set(key, next);
  }
  return lines;
}

/** A field's name in words ('agreedTotal' → 'agreed total'); a field without words is split at its capitals. */
export const auditFieldName = (field: string): string =>
  adminText(`activity.fieldNames.${field as 'agreedTotal'}`, {
    defaultValue: field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(),
  });

/** A value as people read it, by its field's kind: money formatted, dates and times in IST, statuses in words. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return adminText('activity.nothing');
  switch (auditFieldKind(field)) {
    case 'rupees':
      return typeof value === 'number' ? formatINR(value) : String(value);
    case 'paise':
      return typeof value === 'number' ? formatPaise(value) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDateIST(value) : String(value);
    case 'instant':
      return typeof value === 'string' ? istDateTime(value) : String(value);
    case 'status':
      return STATUS_LABEL[value as ReservationStatus] ?? String(value);
    case 'quote': {
      const total = (value as { total?: unknown }).total;
      return typeof total === 'number' ? formatINR(total) : adminText('activity.nothing');
    }
    case 'flag':
      return value ? adminText('activity.yes') : adminText('activity.no');
    default:
      return typeof value === 'string' ? `“${truncate(value, 60)}”` : truncate(JSON.stringify(value), 60);
  }
}

/** The changed fields worth telling (not ids or bookkeeping), in the order the row keeps them. */
const toldFields = (e: AuditEntry) =>
  [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])].filter(
    (k) => auditFieldKind(k) !== 'hidden',
  );

/** 'agreed total ₹10,500 → ₹5,000; notes “” → “Late”' */
function changeList(e: AuditEntry, fields: string[]): string {
  return fields
    .map((k) =>
      adminText('activity.sentence.change', {
        field: auditFieldName(k),
        from: auditValue(k, e.before?.[k]),
        to: auditValue(k, e.after?.[k]),
      }),
    )
    .join('; ');
}

/** A name the screen has no words for, made readable: 'fix-image-paths' → 'fix image paths'. */
const readable = (name: string) => name.replace(/[-_.]+/g, ' ').trim();

/** The record, in words, singular ('gallery-image' → 'gallery image'); an unknown one is shown readable. */
export const auditEntityText = (entity: string): string =>
  adminText(`activity.entityNames.${entity as AuditEntity}`, { defaultValue: readable(entity) });

/** What was done, as a heading word ('check-in' → 'Checked in'); an unknown action is shown readable. */
export const auditActionText = (action: string): string =>
  adminText(`activity.actions.${action as AuditAction}`, { defaultValue: readable(action) });

/** A record id as a last resort: a uuid's first 8 characters, anything else whole. */
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? id.slice(0, 8) : id);

/**
 * What the row is about, named: a reservation by reference and guest ('AEPL5B (Asha Verma)'),
 * another record by its kind and name ('room Cedar Room'), else its kind (and id).
 */
export function auditSubject(e: AuditEntry): string {
  if (e.reservation)
    return e.reservation.reference
      ? adminText('activity.subject.reservation', {
          reference: e.reservation.reference,
          guest: e.reservation.guestName,
        })
      : adminText('activity.subject.reservationNoReference', { guest: e.reservation.guestName });
  const entity = auditEntityText(e.entity);
  if (e.subject) return adminText('activity.subject.named', { entity, name: e.subject });
  return e.entityId ? adminText('activity.subject.named', { entity, name: shortId(e.entityId) }) : entity;
}

/** A guest-register read: of one stay's guests, of the Form C reports due, or a download of a date range. */
function registerRead(e: AuditEntry, who: string, count: number): string {
  if (e.reservation) return adminText('activity.sentence.viewedGuests', { who, subject: auditSubject(e), count });
  if (e.entityId === 'form-iii-due') return adminText('activity.sentence.viewedFormC', { who, count });
  const [from = '', to = ''] = (e.entityId ?? '').split('..');
  const range =
    from || to
      ? adminText('activity.sentence.range', {
          from: from ? formatDateIST(from) : '…',
          to: to ? formatDateIST(to) : '…',
        })
      : adminText('activity.sentence.allDates');
  return adminText('activity.sentence.downloadedRegister', { who, range, count });
}

/** A guest of the register added, removed, changed or reported on Form C. */
function guestSentence(e: AuditEntry, who: string): string | null {
  const name = e.subject ?? adminText('activity.sentence.aGuest');
  const subject = e.reservation ? auditSubject({ ...e, subject: null }) : adminText('activity.sentence.aStay');
  /** The stay by its reference alone, beside the guest's own name. */
  const stay = e.reservation?.reference ?? subject;
  if (e.action === 'create') return adminText('activity.sentence.guestAdded', { who, name, subject });
  if (e.action === 'delete') return adminText('activity.sentence.guestRemoved', { who, name, subject });
  if (e.action !== 'update') return null;
  if (e.after?.formIiiSubmittedAt)
    return adminText('activity.sentence.formCSubmitted', {
      who,
      name,
      stay,
      ack: String(e.after.formIiiAck ?? e.before?.formIiiAck ?? '—'),
    });
  if (e.after && 'formIiiSubmittedAt' in e.after) return adminText('activity.sentence.formCUnmarked', { who, name });
  return adminText('activity.sentence.guestChanged', { who, name, stay, changes: changeList(e, toldFields(e)) });
}

/** A change of fields: one field as "set the … of … from … to …", several as a list. */
function updateSentence(e: AuditEntry, who: string): string {
  const subject = auditSubject(e);
  const fields = toldFields(e);
  if (fields.length === 0) return adminText('activity.sentence.generic', { who, verb: verb(e.action), subject });
  if (fields.length > 1)
    return adminText('activity.sentence.changedMany', { who, subject, changes: changeList(e, fields) });
  const [k] = fields;
  const from = e.before?.[k];
  const to = e.after?.[k];
  const field = auditFieldName(k);
  if (from === null || from === undefined || from === '')
    return adminText('activity.sentence.setFieldFirst', { who, field, subject, to: auditValue(k, to) });
  if (to === null || to === undefined || to === '')
    return adminText('activity.sentence.clearedField', { who, field, subject, from: auditValue(k, from) });
  return adminText('activity.sentence.setField', {
    who,
    field,
    subject,
    from: auditValue(k, from),
    to: auditValue(k, to),
  });
}

const verb = (action: string) =>
  adminText(`activity.verbs.${action as AuditAction}`, { defaultValue: auditActionText(action).toLowerCase() });

/**
 * One line of the trail as a sentence in the page's language: the actor's name, what they did in
 * words, the reservation by reference and guest (or the record by name), field names in words and
 * values formatted (money, IST dates and times, statuses); repeated views carry their count.
 * "Pooja set the agreed total of AEPL5B (Asha Verma) from ₹10,500 to ₹5,000".
 */
export function auditSentence({ entry: e, count }: Pick<AuditLine, 'entry' | 'count'>): string {
  const who = e.userName ?? adminText('activity.system');
  const subject = auditSubject(e);
  if (e.entity === 'guest-register' && e.action === 'read') return registerRead(e, who, count);
  if (e.entity === 'guest-register' && e.action === 'purge')
    return adminText('activity.sentence.purged', {
      who,
      count: Number(e.after?.deleted ?? 0),
      days: Number(e.after?.retentionDays ?? 0),
    });
  if (e.entity === 'guest') {
    const said = guestSentence(e, who);
    if (said) return said;
  }
  if (e.entity === 'payment' && e.action === 'record')
    return adminText('activity.sentence.paymentRecorded', {
      who,
      subject,
      amount: auditValue('amount', e.after?.amount),
      method: adminText(`money.methods.${String(e.after?.method) as 'upi'}`, {
        defaultValue: String(e.after?.method ?? ''),
      }),
    });
  if ((e.entity === 'invoice' || e.entity === 'credit-note') && e.action === 'create')
    return adminText(`activity.sentence.${e.entity === 'invoice' ? 'invoiceIssued' : 'creditNoteIssued'}`, {
      who,
      subject,
      number: String(e.after?.number ?? ''),
    });
  if (e.entity === 'reservation' && (e.action === 'create' || e.action === 'delete'))
    return adminText(`activity.sentence.${e.action === 'create' ? 'reservationCreated' : 'reservationDeleted'}`, {
      who,
      subject,
    });
  if (e.entity === 'reservation' && e.action === 'message-sent')
    return adminText('activity.sentence.messageSent', {
      who,
      subject,
      message: adminText(`today.messageKeys.${String(e.after?.key) as 'confirmation'}`, {
        defaultValue: String(e.after?.key ?? ''),
      }),
    });
  if (e.action === 'update') return updateSentence(e, who);
  if (e.action === 'read') return adminText('activity.sentence.viewed', { who, subject, count });
  return adminText('activity.sentence.generic', { who, verb: verb(e.action), subject });
}
