import { CONTACT_SERVICE_TYPES, CONTACT_STATUSES, type ContactStatus } from '@pachmarhi/common/constants';
import { telLink, whatsappLink } from '@pachmarhi/common/contact-links';
import { formatDateIST, formatDateTimeIST } from '@pachmarhi/common/format';
import type { ContactMessage } from '@pachmarhi/common/types';
import { Link } from 'react-router-dom';
import { SelectField } from '@/features/admin/shared/components/form-controls';
import { DeleteButton } from '@/features/admin/shared/components/delete-button';
import { newReservationPath } from '@/features/admin/admin-screens';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './messages.module.css';
import { adminText } from '@/i18n';

const serviceLabel = (v: string) =>
  CONTACT_SERVICE_TYPES.some((s) => s.value === v) ? adminText(`labels.service.${v as 'general'}`) : v;
/** The reservation kind a contact message's service asks about (none for general enquiries). */
const SERVICE_KIND: Record<string, string> = { hotel: 'room', tour: 'tour', vehicle: 'vehicle' };
const STATUS_OPTIONS = CONTACT_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));

/** The reply links, the visitor's preferred contact first (it is the primary button). */
function replyLinks(message: ContactMessage): { channel: string; label: string; href: string }[] {
  const links = [
    {
      channel: 'email',
      label: adminText('messageDetail.replyByEmail'),
      href: `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`,
    },
    { channel: 'phone', label: adminText('messageDetail.call'), href: telLink(message.phone) },
    {
      channel: 'whatsapp',
      label: adminText('messageDetail.replyOnWhatsapp'),
      href: whatsappLink(
        message.phone,
        adminText('messageDetail.helloThankYouFor', { firstName: message.firstName, subject: message.subject }),
      ),
    },
  ];
  // Email is optional when the visitor prefers a call or WhatsApp: no mail link without an address.
  const usable = links.filter((l) => l.channel !== 'email' || message.email);
  return [
    ...usable.filter((l) => l.channel === message.preferredContact),
    ...usable.filter((l) => l.channel !== message.preferredContact),
  ];
}

interface MessageDetailProps {
  message: ContactMessage;
  /** A change to the message is on its way (its controls are disabled). */
  busy: boolean;
  deleting: boolean;
  onChange: (change: { isRead?: boolean; archived?: boolean; status?: ContactStatus }) => void;
  onDelete: () => void;
}

/**
 * One contact message in full: reply links by email, phone and WhatsApp (the visitor's preferred one first; the
 * phone through the common normaliser), its status (new, replied, converted, closed), read, archive and delete.
 */
export function MessageDetail({ message, busy, deleting, onChange, onDelete }: MessageDetailProps) {
  const name = `${message.firstName} ${message.lastName}`.trim();
  const archived = !!message.archivedAt;
  return (
    <article className={cx(ui.card, css.detail)} aria-labelledby="message-subject">
      <div className={css.detailTop}>
        <h2 id="message-subject">{message.subject}</h2>
        {archived && <span className={cx(ui.badge, ui.badgeGray)}>{adminText('messageDetail.archived')}</span>}
      </div>
      <p className={ui.fieldHint}>
        {adminText('messageDetail.from')} {name} {adminText('messageDetail.received')}{' '}
        {formatDateTimeIST(message.createdAt)}
      </p>
      <dl className={css.meta}>
        <div>
          <dt>{adminText('messageDetail.email')}</dt>
          <dd>{message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>{adminText('messageDetail.phone')}</dt>
          <dd>
            <a href={telLink(message.phone)}>{message.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{adminText('messageDetail.service')}</dt>
          <dd>{serviceLabel(message.serviceType)}</dd>
        </div>
        <div>
          <dt>{adminText('messageDetail.preferredContact')}</dt>
          <dd>
            {['email', 'phone', 'whatsapp'].includes(message.preferredContact)
              ? adminText(`labels.method.${message.preferredContact as 'email'}`)
              : message.preferredContact}
          </dd>
        </div>
        <div>
          <dt>{adminText('messageDetail.travelDate')}</dt>
          <dd>{message.travelDate ? formatDateIST(message.travelDate) : '—'}</dd>
        </div>
        <div>
          <dt>{adminText('messageDetail.numberOfPeople')}</dt>
          <dd>{message.numberOfPeople ?? '—'}</dd>
        </div>
      </dl>
      <p className={css.body}>{message.message}</p>
      <div className={css.replies}>
        {replyLinks(message).map((r, i) => (
          <a
            key={r.channel}
            className={cx(ui.btn, ui.btnSmall, i > 0 && ui.btnSecondary)}
            href={r.href}
            {...(r.channel === 'whatsapp' ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {r.label}
          </a>
        ))}
        <Link
          className={cx(ui.btn, ui.btnSmall, ui.btnAccent)}
          to={newReservationPath({
            kind: SERVICE_KIND[message.serviceType],
            checkIn: message.travelDate ?? undefined,
            guests: message.numberOfPeople ? String(message.numberOfPeople) : undefined,
            guestName: name,
            guestPhone: message.phone,
            guestEmail: message.email,
            source: 'contact-form',
            notes: message.subject,
          })}
        >
          {adminText('messageDetail.createReservation')}
        </Link>
      </div>
      <div className={css.manage}>
        <SelectField
          label={adminText('messageDetail.status')}
          value={message.status}
          options={STATUS_OPTIONS}
          onChange={(v) => onChange({ status: v as ContactStatus })}
          disabled={busy}
          className={css.status}
        />
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
          onClick={() => onChange({ isRead: !message.isRead })}
          disabled={busy}
        >
          {message.isRead ? adminText('messageDetail.markAsUnread') : adminText('messageDetail.markAsRead')}
        </button>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
          onClick={() => onChange({ archived: !archived })}
          disabled={busy}
        >
          {archived ? adminText('messageDetail.moveToInbox') : adminText('messageDetail.archive')}
        </button>
        <DeleteButton
          name={adminText('messageDetail.messageFrom', { name: name })}
          title={adminText('messageDetail.deleteThisMessage')}
          busy={deleting}
          onClick={onDelete}
        />
      </div>
    </article>
  );
}
