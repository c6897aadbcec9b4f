import { useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CalendarKind } from '@pachmarhi/common/calendar-sync/nights';
import type { CalendarFeed } from '@pachmarhi/common/schemas/calendar-feeds';
import { formatDateTimeIST, timeAgo } from '@pachmarhi/common/format';
import { ApiRequestError } from '@/lib/api';
import { availabilityQueries } from '@/lib/queries/availability';
import {
  addCalendarFeed,
  calendarFeedQueries,
  removeCalendarFeed,
  syncCalendarFeed,
} from '@/lib/queries/calendar-feeds';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { reservationQueries } from '@/lib/queries/reservations';
import { IcalLink } from '@/features/admin/shared/components/ical-link';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './calendar-sync-panel.module.css';
import { adminText } from '@/i18n';

const CHANNELS = ['airbnb', 'booking', 'makemytrip', 'google'] as const;

/** One feed: its status, last sync in words, the error sentence, Sync now and Remove. */
function FeedRow({
  feed,
  busy,
  onSync,
  onRemove,
}: {
  feed: CalendarFeed;
  busy: boolean;
  onSync: () => void;
  onRemove: () => void;
}) {
  const badge = feed.lastStatus === 'ok' ? ui.badgeGreen : feed.lastStatus === 'error' ? ui.badgeRed : ui.badgeGray;
  return (
    <li className={css.feed} data-testid="calendar-feed">
      <div className={ui.row}>
        <strong>{feed.label}</strong>
        <span className={cx(ui.badge, badge)}>{adminText(`calendarSync.status.${feed.lastStatus}`)}</span>
        <span className={ui.fieldHint}>{adminText('calendarSync.events', { count: feed.eventCount })}</span>
      </div>
      <p className={ui.fieldHint}>
        {feed.lastSyncAt ? (
          <span title={formatDateTimeIST(feed.lastSyncAt)}>
            {adminText('calendarSync.lastSync', { when: timeAgo(feed.lastSyncAt) })}
          </span>
        ) : (
          adminText('calendarSync.neverSynced')
        )}
        {' · '}
        <span className={css.url}>{feed.url}</span>
      </p>
      {feed.lastError && (
        <p className={ui.fieldError} role="alert">
          {feed.lastError}
        </p>
      )}
      <div className={ui.row}>
        <button type="button" className={cx(ui.btn, ui.btnSecondary, ui.btnSmall)} onClick={onSync} disabled={busy}>
          {busy ? adminText('calendarSync.syncing') : adminText('calendarSync.syncNow')}
        </button>
        <button type="button" className={cx(ui.btn, ui.btnGhost, ui.btnSmall)} onClick={onRemove} disabled={busy}>
          {adminText('calendarSync.remove')}
        </button>
      </div>
    </li>
  );
}

/**
 * The "Calendar sync" panel of a room's or vehicle's edit screen: this item's export link (for the
 * channels to import), its import feeds (status, last sync in words, the error sentence, Sync now,
 * Remove), a form to add one, and where each channel keeps its export link.
 */
export function CalendarSyncPanel({ kind, id }: { kind: CalendarKind; id: string }) {
  const feeds = useQuery(calendarFeedQueries.list(kind, id));
  const qc = useQueryClient();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = () =>
    Promise.all(
      [calendarFeedQueries.all, reservationQueries.all, availabilityQueries.all, DASHBOARD_KEY].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
  const add = useMutation({
    mutationFn: () => addCalendarFeed({ kind, itemId: id, label, url }),
    onSuccess: async (feed) => {
      setLabel('');
      setUrl('');
      setErrors({});
      await refresh();
      if (feed.lastStatus === 'ok')
        toast.success(adminText('calendarSync.added', { label: feed.label, count: feed.eventCount }));
      else toast.warning(adminText('calendarSync.addedWithError', { label: feed.label, error: feed.lastError ?? '' }));
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && Object.keys(err.errors).length) setErrors(err.errors);
      else toast.error(adminText('calendarSync.failed', { message: err.message }));
    },
  });
  const sync = useMutation({
    mutationFn: syncCalendarFeed,
    onSuccess: async (r) => {
      await refresh();
      if (r.feed.lastStatus === 'error') toast.error(r.feed.lastError ?? '');
      else toast.success(adminText('calendarSync.synced', { ...r, label: r.feed.label }));
    },
    onError: (err) => toast.error(adminText('calendarSync.failed', { message: err.message })),
  });
  const remove = useMutation({
    mutationFn: removeCalendarFeed,
    onSuccess: async () => {
      await refresh();
      toast.success(adminText('calendarSync.removed'));
    },
    onError: (err) => toast.error(adminText('calendarSync.failed', { message: err.message })),
  });
  // The panel sits inside the item's form: Enter adds the feed instead of saving the item.
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add.mutate();
  };

  return (
    <section className={cx(ui.field, ui.span2)} aria-labelledby={`calendar-sync-${id}`} data-testid="calendar-sync">
      <h3 id={`calendar-sync-${id}`}>{adminText('calendarSync.title')}</h3>
      <IcalLink kind={kind} id={id} />
      <p className={ui.label}>{adminText('calendarSync.imports')}</p>
      {feeds.isError && <p className={ui.fieldError}>{adminText('calendarSync.couldNotLoad')}</p>}
      {feeds.data?.length === 0 && <p className={ui.fieldHint}>{adminText('calendarSync.none')}</p>}
      <ul className={css.feeds}>
        {feeds.data?.map((feed) => (
          <FeedRow
            key={feed._id}
            feed={feed}
            busy={
              (sync.isPending && sync.variables === feed._id) || (remove.isPending && remove.variables === feed._id)
            }
            onSync={() => sync.mutate(feed._id)}
            onRemove={() =>
              window.confirm(adminText('calendarSync.removeConfirm', { label: feed.label })) && remove.mutate(feed._id)
            }
          />
        ))}
      </ul>
      <div className={css.add} onKeyDown={onEnter}>
        <TextField
          label={adminText('calendarSync.label')}
          value={label}
          onChange={setLabel}
          error={errors.label}
          placeholder={adminText('calendarSync.labelPlaceholder')}
          maxLength={60}
        />
        <TextField
          label={adminText('calendarSync.url')}
          value={url}
          onChange={setUrl}
          error={errors.url}
          type="url"
          inputMode="url"
          placeholder={adminText('calendarSync.urlPlaceholder')}
        />
        <button type="button" className={ui.btn} onClick={() => add.mutate()} disabled={add.isPending}>
          {add.isPending ? adminText('calendarSync.adding') : adminText('calendarSync.add')}
        </button>
      </div>
      {(errors.itemId || errors.kind) && <p className={ui.fieldError}>{errors.itemId ?? errors.kind}</p>}
      <details>
        <summary>{adminText('calendarSync.guideTitle')}</summary>
        <ul>
          {CHANNELS.map((c) => (
            <li key={c}>{adminText(`calendarSync.guide.${c}`)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
