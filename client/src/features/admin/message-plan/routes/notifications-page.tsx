import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { PUSH_TOPICS, type PushTopic } from '@pachmarhi/common/schemas/push';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { deletePushSubscription, pushStateQuery, savePushSubscription } from '@/lib/queries/message-plan';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/message-plan/components/message-plan.module.css';
import {
  pushSupported,
  subscribePush,
  unsubscribePush,
  usePushEndpoint,
} from '@/features/admin/message-plan/components/use-push';
import { adminText } from '@/i18n';

/**
 * /admin/notifications (owner and front desk): what this phone tells its person at once (Web Push):
 * the topics chosen, saved with this browser's subscription; turning off unsubscribes it.
 */
export default function NotificationsPage() {
  const { endpoint, ready, setEndpoint } = usePushEndpoint();
  const state = useQuery({ ...pushStateQuery(endpoint), enabled: ready });
  const [topics, setTopics] = useState<PushTopic[]>([...PUSH_TOPICS]);
  const [error, setError] = useState('');
  useEffect(() => {
    if (state.data?.topics) setTopics(state.data.topics);
  }, [state.data?.topics]);
  const save = useMutation({
    mutationFn: async () => {
      const sub = await subscribePush(state.data!.publicKey);
      const lang = displayLang() === 'hi' ? 'hi' : 'en';
      await savePushSubscription({
        subscription: { endpoint: sub.endpoint!, keys: { p256dh: sub.keys!.p256dh, auth: sub.keys!.auth } },
        topics,
        lang,
      });
      return sub.endpoint!;
    },
    onSuccess: (e) => {
      setEndpoint(e);
      toast.success(adminText('notifications.saved'));
    },
    onError: (e) => setError(e.message === 'denied' ? adminText('notifications.denied') : e.message),
  });
  const off = useMutation({
    mutationFn: async () => {
      const gone = await unsubscribePush();
      if (gone) await deletePushSubscription(gone);
    },
    onSuccess: () => {
      setEndpoint(null);
      toast.success(adminText('notifications.turnedOff'));
    },
    onError: (e) => setError(e.message),
  });
  const on = Boolean(endpoint && state.data?.topics);
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('notifications.title')} subtitle={adminText('notifications.subtitle')} />
      {!pushSupported() && (
        <div className={cx(ui.card, ui.errorBox)} role="status">
          {adminText('notifications.unsupported')}
        </div>
      )}
      {state.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {state.error.message}
        </div>
      )}
      <form
        className={cx(ui.card, ui.form)}
        onSubmit={(e) => {
          e.preventDefault();
          setError('');
          save.mutate();
        }}
      >
        <p className={ui.itemMeta} data-testid="push-status">
          {adminText(on ? 'notifications.status.on' : 'notifications.status.offState')}
        </p>
        <fieldset className={css.topics}>
          <legend className="visually-hidden">{adminText('notifications.title')}</legend>
          {PUSH_TOPICS.map((t) => (
            <label key={t}>
              <input
                type="checkbox"
                checked={topics.includes(t)}
                onChange={(e) => setTopics(e.target.checked ? [...topics, t] : topics.filter((x) => x !== t))}
              />
              {adminText(`notifications.topics.${t}`)}
            </label>
          ))}
        </fieldset>
        {error && (
          <p className={ui.errorBox} role="alert">
            {error}
          </p>
        )}
        <div className={css.actions}>
          <button type="submit" className={ui.btn} disabled={!pushSupported() || !state.data || save.isPending}>
            {adminText('notifications.save')}
          </button>
          {on && (
            <button
              type="button"
              className={cx(ui.btn, ui.btnSecondary)}
              disabled={off.isPending}
              onClick={() => off.mutate()}
            >
              {adminText('notifications.off')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
