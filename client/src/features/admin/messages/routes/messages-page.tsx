import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { ContactMessage } from '@pachmarhi/common/types';
import { ApiRequestError } from '@/lib/api';
import { contactMessageQueries, MESSAGES_PER_PAGE } from '@/lib/queries/contact-messages';
import { Icon } from '@/features/admin/shared/components/icons';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { useDeleteWithConfirm } from '@/features/admin/shared/hooks/use-delete-with-confirm';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { deleteMessage } from '@/features/admin/messages/api/delete-message';
import { useUpdateMessage, type MessageChange } from '@/features/admin/messages/api/update-message';
import { MessageDetail } from '@/features/admin/messages/components/message-detail';
import { MessageList } from '@/features/admin/messages/components/message-list';
import { Pager } from '@/features/admin/messages/components/pager';
import css from '@/features/admin/messages/components/messages.module.css';
import { adminText } from '@/i18n';

/**
 * /admin/messages: contact messages from the public site, newest first, 20 a page (`?page=`), the
 * inbox or with archived ones too (`?archived=1`); opening one (`?id=`) marks it read. Each can be
 * given a status, archived or deleted (after a confirmation).
 */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const archived = params.get('archived') === '1';
  const selectedId = params.get('id');
  const messages = useQuery(contactMessageQueries.page({ page, limit: MESSAGES_PER_PAGE, archived }));
  const update = useUpdateMessage();
  const qc = useQueryClient();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const markedRef = useRef<string | null>(null);

  const go = (next: { page?: number; archived?: boolean; id?: string | null }) => {
    const p = new URLSearchParams();
    const pg = next.page ?? page;
    if (pg > 1) p.set('page', String(pg));
    if (next.archived ?? archived) p.set('archived', '1');
    const id = next.id === undefined ? selectedId : next.id;
    if (id) p.set('id', id);
    setParams(p);
  };
  const remove = useDeleteWithConfirm({
    confirmText: adminText('messagesPage.deleteThisMessageThis'),
    run: deleteMessage,
    successText: adminText('messagesPage.messageDeleted'),
    failureText: (e) => (e instanceof ApiRequestError ? e.message : adminText('messagesPage.failedToDeleteThe')),
    onDeleted: (id) => {
      if (id === selectedId) go({ id: null });
      void qc.invalidateQueries({ queryKey: contactMessageQueries.all });
    },
  });

  const all = messages.data?.data ?? [];
  const total = messages.data?.total ?? 0;
  const unread = messages.data?.unread ?? 0;
  const unreadOnPage = all.filter((m) => !m.isRead).length;
  const shown = onlyUnread ? all.filter((m) => !m.isRead || m._id === selectedId) : all;
  const selected = all.find((m) => m._id === selectedId);

  // Opening an unread message marks it read (once per opening).
  useEffect(() => {
    if (selected && !selected.isRead && markedRef.current !== selected._id) {
      markedRef.current = selected._id;
      update.mutate(
        { id: selected._id, change: { isRead: true } },
        { onError: () => toast.error(adminText('messagesPage.failedToMarkThe')) },
      );
    }
  }, [selected, update]);

  // A page emptied by deleting or archiving its last message: show the one before.
  const emptyPage = !messages.isPlaceholderData && messages.data && all.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage)
      setParams((p) => {
        p.set('page', String(page - 1));
        return p;
      });
  }, [emptyPage, page, setParams]);

  const open = (m: ContactMessage) => {
    markedRef.current = null;
    go({ id: m._id });
  };
  const change = (id: string, c: MessageChange) =>
    update.mutate(
      { id, change: c },
      {
        onError: (e) =>
          toast.error(e instanceof ApiRequestError ? e.message : adminText('messagesPage.failedToUpdateThe')),
      },
    );

  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('messagesPage.messages')}
        subtitle={
          messages.data
            ? archived
              ? adminText('messagesPage.countArchived', { count: total, unread })
              : adminText('messagesPage.countInbox', { count: total, unread })
            : adminText('messagesPage.contactMessagesSentFrom')
        }
      />
      <div className={css.filters} role="group" aria-label={adminText('messagesPage.show')}>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, onlyUnread ? ui.btnSecondary : undefined)}
          aria-pressed={!onlyUnread}
          onClick={() => setOnlyUnread(false)}
        >
          {adminText('messagesPage.all')}
        </button>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, onlyUnread ? undefined : ui.btnSecondary)}
          aria-pressed={onlyUnread}
          onClick={() => setOnlyUnread(true)}
        >
          {adminText('messagesPage.unread2')}
          {unreadOnPage})
        </button>
        <label className={css.archivedToggle}>
          <input
            type="checkbox"
            checked={archived}
            onChange={(e) => go({ archived: e.target.checked, page: 1, id: null })}
          />
          {adminText('messagesPage.showArchived')}
        </label>
      </div>
      {messages.isLoading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('messagesPage.loadingMessages')}</span>
        </div>
      ) : messages.isError ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <h2>{adminText('messagesPage.failedToFetchMessages')}</h2>
          <button type="button" className={ui.btn} onClick={() => void messages.refetch()}>
            <Icon name="refresh" /> {adminText('messagesPage.retry')}
          </button>
        </div>
      ) : total === 0 ? (
        <div className={cx(ui.card, ui.empty)}>
          <div className={ui.emptyIcon}>
            <Icon name="inbox" size={40} />
          </div>
          <h2>{adminText('messagesPage.noMessagesYet')}</h2>
          <p>{adminText('messagesPage.messagesSentFromThe')}</p>
        </div>
      ) : (
        <div className={css.layout}>
          <div className={cx(selected && css.hideOnMobile)}>
            <MessageList messages={shown} selectedId={selectedId} onOpen={open} />
            <Pager page={page} limit={MESSAGES_PER_PAGE} total={total} onPage={(p) => go({ page: p, id: null })} />
          </div>
          <div>
            {selected ? (
              <>
                <button
                  type="button"
                  className={cx(ui.btn, ui.btnSecondary, ui.btnSmall, css.back)}
                  onClick={() => go({ id: null })}
                >
                  {adminText('messagesPage.allMessages')}
                </button>
                <MessageDetail
                  message={selected}
                  busy={update.isPending}
                  deleting={remove.isDeleting(selected._id)}
                  onChange={(c) => change(selected._id, c)}
                  onDelete={() => remove.requestDelete(selected._id)}
                />
              </>
            ) : (
              <div className={cx(ui.card, ui.empty, css.hideOnMobile)}>
                <p>{adminText('messagesPage.selectAMessageTo')}</p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
