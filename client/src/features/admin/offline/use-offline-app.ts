/**
 * What the back office does at start for working offline (issue 40): restore the data kept on the
 * phone, register the installed app, send the queued actions now and whenever the network
 * returns, and, online, read ahead what the desk needs offline.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { displayLang, toLang } from '@pachmarhi/common/i18n/lang';
import { monthDates, shiftMonth, todayIST } from '@pachmarhi/common/time';
import { ADMIN_SCREENS } from '@/features/admin/admin-screens';
import { getSession } from '@/lib/auth';
import { checkServer, networkOnline, onNetworkChange } from '@/lib/offline/network';
import { loadOutbox, syncOutbox } from '@/lib/offline/outbox';
import { persistQueries } from '@/lib/offline/persist-queries';
import { frontDeskQueries } from '@/lib/queries/front-desk';
import { housekeepingQueries } from '@/lib/queries/housekeeping';
import { moneyQueries } from '@/lib/queries/money';
import { reservationQueries } from '@/lib/queries/reservations';
import { linkManifest, registerAdminApp } from './register-app';

/** How many of today's stays have their ledger (what check-out reads) read ahead. */
const LEDGERS_AHEAD = 30;
/** How often the read-ahead runs at most (ms; per user, `READ_AHEAD_KEY:<user id>` in localStorage). */
const READ_AHEAD_EVERY_MS = 10 * 60_000;
const READ_AHEAD_KEY = 'admin-read-ahead-at';
/** How long after the app opens the read-ahead starts (ms): the first screen's own reads go first. */
const READ_AHEAD_DELAY_MS = 3000;

/** True while the server can be reached (lib/offline/network.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(onNetworkChange, networkOnline, () => true);
}

/**
 * Read ahead, for the signed-in role only: the Today board (the day sheet) and the ledgers of its
 * stays (check-out reads them), and the calendar's current and next month (the reservations with
 * their guests, phones and balances: the next 14 days and more); at most every 10 minutes.
 * Failures are left to the screens.
 */
async function readAhead(qc: QueryClient): Promise<void> {
  const session = getSession();
  const key = `${READ_AHEAD_KEY}:${session?.user._id ?? ''}`;
  const last = Number(localStorage.getItem(key) ?? 0);
  if (!session || Math.abs(Date.now() - last) < READ_AHEAD_EVERY_MS) return;
  localStorage.setItem(key, String(Date.now()));
  const role = Number(session.user.role);
  const today = todayIST();
  const jobs: Promise<unknown>[] = [];
  if (ADMIN_SCREENS.bookings.roles.includes(role)) {
    const month = today.slice(0, 7);
    for (const d of [month, shiftMonth(month, 1)].map((m) => monthDates(m)))
      jobs.push(qc.prefetchQuery(reservationQueries.range(d[0], d[d.length - 1])));
  }
  if (ADMIN_SCREENS.today.roles.includes(role)) jobs.push(readBoardAhead(qc, today));
  await Promise.all(jobs);
}

/** Today's board and the rooms' housekeeping, and the ledgers its check-outs read (the stays arriving, in house or leaving today). */
async function readBoardAhead(qc: QueryClient, today: string): Promise<void> {
  await Promise.all([
    qc.prefetchQuery(frontDeskQueries.board(today)),
    qc.prefetchQuery(housekeepingQueries.board(today)),
  ]);
  const board = qc.getQueryData(frontDeskQueries.board(today).queryKey);
  const ids = [
    ...new Set([...(board?.arrivals ?? []), ...(board?.inHouse ?? []), ...(board?.departures ?? [])].map((e) => e._id)),
  ];
  for (const id of ids.slice(0, LEDGERS_AHEAD)) await qc.prefetchQuery(moneyQueries.ledger(id)).catch(() => undefined);
}

/**
 * Start the offline side of the back office; true once the kept data is back in the cache (the
 * screens wait for it, so an offline open shows it at once instead of an error).
 */
export function useOfflineApp(): boolean {
  const qc = useQueryClient();
  const online = useOnline();
  const [restored, setRestored] = useState(false);
  const lang = toLang(displayLang());

  useEffect(() => linkManifest(lang), [lang]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    registerAdminApp();
    void checkServer();
    void Promise.all([persistQueries(qc), loadOutbox()])
      .then(([unsubscribe]) => {
        if (gone) return unsubscribe();
        stop = unsubscribe;
      })
      .catch(() => undefined)
      .finally(() => !gone && setRestored(true));
    return () => {
      gone = true;
      stop?.();
    };
  }, [qc]);

  useEffect(() => {
    if (!restored || !online) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void syncOutbox()
      .then((sent) => (sent > 0 ? qc.invalidateQueries() : undefined))
      .then(() => {
        timer = setTimeout(() => void readAhead(qc), READ_AHEAD_DELAY_MS);
      });
    return () => clearTimeout(timer);
  }, [restored, online, qc]);

  return restored;
}
