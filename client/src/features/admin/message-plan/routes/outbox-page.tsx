import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { istDateTime } from '@pachmarhi/common/time';
import type { OutboxMessage } from '@pachmarhi/common/schemas/message-plan';
import { markOutboxSent, messagePlanKeys, outboxQuery } from '@/lib/queries/message-plan';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { Icon } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/message-plan/components/message-plan.module.css';
import { adminText } from '@/i18n';

/** One waiting message: who, which, when, the text, and the one tap that opens WhatsApp and marks it sent. */
function OutboxCard({ message }: { message: OutboxMessage }) {
  const qc = useQueryClient();
  const sent = useMutation({
    mutationFn: () => markOutboxSent(message._id),
    onSuccess: async () => {
      toast.success(adminText('outbox.sent'));
      await qc.invalidateQueries({ queryKey: messagePlanKeys.outbox });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <li className={cx(ui.card, css.outboxCard)} data-testid={`outbox-${message._id}`}>
      <div className={css.outboxHead}>
        <strong>{message.guestName}</strong>
        <span className={ui.itemMeta}>
          {message.reference} · {adminText(`today.messageKeys.${message.key}`)}
        </span>
      </div>
      <p className={css.outboxText} lang={message.lang}>
        {message.text}
      </p>
      <p className={ui.itemMeta}>{adminText('outbox.due', { when: istDateTime(message.dueAt) })}</p>
      <a
        className={cx(ui.btn, css.sendButton)}
        href={message.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={sent.isPending || undefined}
        onClick={() => sent.mutate()}
      >
        <Icon name="mail" /> {adminText('outbox.send')}
      </a>
    </li>
  );
}

/**
 * /admin/outbox (owner and front desk): the plan's WhatsApp messages waiting to be sent from this
 * phone (without the WhatsApp Cloud API), oldest due first. A tap opens wa.me with the text and
 * marks the message sent.
 */
export default function OutboxPage() {
  const outbox = useQuery(outboxQuery());
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('outbox.title')} subtitle={adminText('outbox.subtitle')} />
      {outbox.isPending && <p className={ui.itemMeta}>{adminText('outbox.loading')}</p>}
      {outbox.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {outbox.error.message}
        </div>
      )}
      {outbox.data?.length === 0 && (
        <div className={cx(ui.card, ui.empty)}>
          <div className={ui.emptyIcon}>
            <Icon name="inbox" size={40} />
          </div>
          <h2>{adminText('outbox.empty')}</h2>
          <p>{adminText('outbox.emptyHint')}</p>
        </div>
      )}
      {!!outbox.data?.length && (
        <ul className={css.outboxList}>
          {outbox.data.map((m) => (
            <OutboxCard key={m._id} message={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
