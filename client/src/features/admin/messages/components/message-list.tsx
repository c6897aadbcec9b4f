import { formatDateTimeIST } from '@pachmarhi/common/format';
import type { ContactMessage } from '@pachmarhi/common/types';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './messages.module.css';
import { adminText } from '@/i18n';

/** The list side of Messages: one button per message (unread in bold with 'New', archived tagged). */
export function MessageList({
  messages,
  selectedId,
  onOpen,
  className,
}: {
  messages: ContactMessage[];
  selectedId: string | null;
  onOpen: (m: ContactMessage) => void;
  className?: string;
}) {
  return (
    <ul className={cx(css.list, className)} aria-label={adminText('messageList.messagesNewestFirst')}>
      {messages.map((m) => (
        <li key={m._id}>
          <button
            type="button"
            className={cx(css.item, !m.isRead && css.unread, m._id === selectedId && css.selected)}
            onClick={() => onOpen(m)}
            aria-current={m._id === selectedId || undefined}
            data-testid="message-item"
          >
            {!m.isRead && <span className={css.dot} aria-hidden="true" />}
            <span className={css.itemTop}>
              <span className={css.from}>
                {m.firstName} {m.lastName}
              </span>
              <span className={css.date}>{formatDateTimeIST(m.createdAt)}</span>
            </span>
            <span className={css.subject} style={{ display: 'block' }}>
              {!m.isRead && (
                <span className={cx(ui.badge, ui.badgeRed)} style={{ marginRight: 6 }}>
                  {adminText('messageList.new')}
                </span>
              )}
              {m.archivedAt && (
                <span className={cx(ui.badge, ui.badgeGray)} style={{ marginRight: 6 }}>
                  {adminText('messageList.archived')}
                </span>
              )}
              {m.subject}
            </span>
            <span className={css.snippet} style={{ display: 'block' }}>
              {m.message}
            </span>
          </button>
        </li>
      ))}
      {messages.length === 0 && <li className={ui.empty}>{adminText('messageList.noUnreadMessages')}</li>}
    </ul>
  );
}
