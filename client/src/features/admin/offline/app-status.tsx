import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '@pachmarhi/common/constants';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { onOutboxChange, queuedActions, removeAction, retryAction, type QueuedAction } from '@/lib/offline/outbox';
import { adminText } from '@/i18n';
import { appState, iosInBrowser, onAppState, promptInstall } from './register-app';
import { useOfflineApp, useOnline } from './use-offline-app';
import css from './offline.module.css';

/** The oldest answer among the queries the screen shows (ms since epoch; 0 when none has data). */
function useLastSync(): number {
  const qc = useQueryClient();
  const [at, setAt] = useState(0);
  useEffect(() => {
    const read = () => {
      const times = qc
        .getQueryCache()
        .findAll({ type: 'active' })
        .map((q) => q.state.dataUpdatedAt)
        .filter((t) => t > 0);
      setAt(times.length ? Math.min(...times) : 0);
    };
    read();
    return qc.getQueryCache().subscribe(read);
  }, [qc]);
  return at;
}

const syncTime = (ms: number) =>
  new Intl.DateTimeFormat(displayLang() === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);

/** One refused action: what, whose, the server's sentence; send it again or discard it. */
function Refused({ a }: { a: QueuedAction }) {
  return (
    <li className={css.refused} data-testid="refused-action">
      <strong>{adminText(`offline.kinds.${a.kind}`)}</strong> {a.label}
      <div>
        {adminText('offline.refused')} <q data-testid="refusal">{a.refusal}</q>
      </div>
      <div className={css.actions}>
        <button type="button" className={cx(ui.btn, ui.btnSmall)} onClick={() => void retryAction(a.key)}>
          {adminText('offline.retry')}
        </button>
        <button
          type="button"
          className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
          onClick={() => window.confirm(adminText('offline.discardConfirm')) && void removeAction(a.key)}
        >
          {adminText('offline.discard')}
        </button>
      </div>
    </li>
  );
}

/** "Install" on Android (the browser's prompt), how to add it on iOS, and the "new version" notice. */
function AppNotices() {
  const app = useSyncExternalStore(onAppState, appState, appState);
  const [iosHidden, setIosHidden] = useState(() => localStorage.getItem('admin-ios-install-hidden') === '1');
  const ios = !iosHidden && iosInBrowser();
  return (
    <>
      {app.newVersion && (
        <p className={css.notice} role="status" data-testid="new-version">
          {adminText('offline.newVersion')}
        </p>
      )}
      {app.installPrompt && (
        <p className={css.notice}>
          <button type="button" className={cx(ui.btn, ui.btnSmall)} onClick={() => void promptInstall()}>
            {adminText('offline.install')}
          </button>{' '}
          {adminText('offline.installWhy')}
        </p>
      )}
      {ios && (
        <p className={css.notice}>
          {adminText('offline.iosInstall')}{' '}
          <button
            type="button"
            className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
            onClick={() => {
              localStorage.setItem('admin-ios-install-hidden', '1');
              setIosHidden(true);
            }}
          >
            {adminText('offline.hide')}
          </button>
        </p>
      )}
    </>
  );
}

/**
 * Above every back-office screen (issue 40): the offline banner, how many actions wait to be sent,
 * the ones the server refused (with its sentence), when the screen's data was last synced, and the
 * app's install and update notices.
 */
export function AppStatus() {
  const online = useOnline();
  const actions = useSyncExternalStore(onOutboxChange, queuedActions, queuedActions);
  const waiting = actions.filter((a) => !a.refusal).length;
  const refused = actions.filter((a) => a.refusal);
  const lastSync = useLastSync();
  return (
    <div className={css.status} data-testid="app-status">
      {(!online || waiting > 0) && (
        <p className={cx(css.banner, !online && css.offline)} role="status" data-testid="offline-banner">
          {!online && <strong>{adminText('offline.offline')}</strong>}{' '}
          {waiting > 0 && (
            <span data-testid="queued-count">
              {adminText(online ? 'offline.sending' : 'offline.waiting', { count: waiting })}
            </span>
          )}
        </p>
      )}
      {refused.length > 0 && (
        <ul className={css.refusedList} role="alert">
          {refused.map((a) => (
            <Refused key={a.key} a={a} />
          ))}
        </ul>
      )}
      <p className={css.lastSync} data-testid="last-sync">
        {lastSync ? adminText('offline.lastSync', { time: syncTime(lastSync) }) : adminText('offline.notSynced')}
      </p>
      <AppNotices />
    </div>
  );
}

/**
 * The back office's screens with the offline side started (`useOfflineApp`): `loading` until the
 * data kept on the phone is back in the cache, then the status lines and the screen.
 */
export function OfflineShell({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const restored = useOfflineApp();
  if (!restored) return <>{loading}</>;
  return (
    <>
      <AppStatus />
      {children}
    </>
  );
}
