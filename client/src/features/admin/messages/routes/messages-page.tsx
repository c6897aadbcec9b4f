import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { formatDateTimeIST } from '@pachmarhi/common/format';
import type { ContactMessage } from '@pachmarhi/common/types';
import { Icon } from '@/features/admin/shared/components/icons';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { useMessages } from '@/features/admin/messages/api/get-messages';
import { useMarkMessage } from '@/features/admin/messages/api/mark-message';
import { MessageDetail } from '@/features/admin/messages/components/message-detail';
import css from '@/features/admin/messages/components/messages.module.css';

/** /admin/messages: contact messages from the public site, newest first; opening one marks it read. */
export default function MessagesPage() {
  const messages = useMessages();
  const mark = useMarkMessage();
  const [params, setParams] = useSearchParams();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const selectedId = params.get('id');
  const markedRef = useRef<string | null>(null);

  const all = messages.data ?? [];
  const unread = all.filter((m) => !m.isRead).length;
  const shown = onlyUnread ? all.filter((m) => !m.isRead || m._id === selectedId) : all;
  const selected = all.find((m) => m._id === selectedId);

  // Opening an unread message marks it read (once per opening).
  useEffect(() => {
    if (selected && !selected.isRead && markedRef.current !== selected._id) {
      markedRef.current = selected._id;
      mark.mutate({ id: selected._id, isRead: true }, { onError: () => toast.error('Failed to mark the message as read') });
    }
  }, [selected, mark]);

  const open = (m: ContactMessage) => {
    markedRef.current = null;
    setParams({ id: m._id });
  };

  return (
    <div className={ui.page}>
      <PageHeader title="Messages" subtitle={messages.data ? `${all.length} ${all.length === 1 ? 'message' : 'messages'} · ${unread} unread` : 'Contact messages sent from the website'} />
      {messages.isLoading ? (
        <div className={ui.centered} role="status"><span className="spinner" aria-hidden="true" /><span>Loading messages...</span></div>
      ) : messages.isError ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>Failed to fetch messages</h2>
          <button type="button" className={ui.btn} onClick={() => void messages.refetch()}><Icon name="refresh" /> Retry</button>
        </div>
      ) : all.length === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <div className={ui.emptyIcon}><Icon name="inbox" size={40} /></div>
          <h2>No messages yet</h2>
          <p>Messages sent from the Contact page appear here.</p>
        </div>
      ) : (
        <>
          <div className={css.filters} role="group" aria-label="Show">
            <button type="button" className={cx(ui.btn, ui.btnSmall, onlyUnread ? ui.btnSecondary : undefined)} aria-pressed={!onlyUnread} onClick={() => setOnlyUnread(false)}>All ({all.length})</button>
            <button type="button" className={cx(ui.btn, ui.btnSmall, onlyUnread ? undefined : ui.btnSecondary)} aria-pressed={onlyUnread} onClick={() => setOnlyUnread(true)}>Unread ({unread})</button>
          </div>
          <div className={css.layout}>
            <ul className={cx(css.list, selected && css.hideOnMobile)} aria-label="Messages, newest first">
              {shown.map((m) => (
                <li key={m._id}>
                  <button
                    type="button"
                    className={cx(css.item, !m.isRead && css.unread, m._id === selectedId && css.selected)}
                    onClick={() => open(m)}
                    aria-current={m._id === selectedId || undefined}
                    data-testid="message-item"
                  >
                    {!m.isRead && <span className={css.dot} aria-hidden="true" />}
                    <span className={css.itemTop}>
                      <span className={css.from}>{m.firstName} {m.lastName}</span>
                      <span className={css.date}>{formatDateTimeIST(m.createdAt)}</span>
                    </span>
                    <span className={css.subject} style={{ display: 'block' }}>
                      {!m.isRead && <span className={cx(ui.badge, ui.badgeRed)} style={{ marginRight: 6 }}>New</span>}
                      {m.subject}
                    </span>
                    <span className={css.snippet} style={{ display: 'block' }}>{m.message}</span>
                  </button>
                </li>
              ))}
              {shown.length === 0 && <li className={ui.empty}>No unread messages</li>}
            </ul>
            <div>
              {selected ? (
                <>
                  <button type="button" className={cx(ui.btn, ui.btnSecondary, ui.btnSmall, css.back)} onClick={() => setParams({})}>← All messages</button>
                  <MessageDetail
                    message={selected}
                    busy={mark.isPending}
                    onToggleRead={() => mark.mutate({ id: selected._id, isRead: !selected.isRead })}
                  />
                </>
              ) : (
                <div className={cx(ui.card, ui.empty, css.hideOnMobile)}>
                  <p>Select a message to read it.</p>
                </div>
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
