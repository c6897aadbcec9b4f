import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import type { HousekeepingRoom } from '@pachmarhi/common/schemas/housekeeping';
import { todayIST } from '@pachmarhi/common/time';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { housekeepingQueries } from '@/lib/queries/housekeeping';
import { adminText } from '@/i18n';
import { UnitRow } from '@/features/admin/housekeeping/components/unit-row';
import css from '@/features/admin/housekeeping/components/housekeeping.module.css';

/** The room's name in the screen's language (the owner's Hindi when written). */
export const roomName = (r: Pick<HousekeepingRoom, 'name' | 'nameHi'>): string =>
  displayLang() === 'hi' && r.nameHi ? r.nameHi : r.name;

/** "2 arriving · 1 ready": whether the date's arrivals have enough clean or inspected units. */
export function Readiness({ r }: { r: HousekeepingRoom }) {
  if (r.arriving === 0) return null;
  return (
    <p className={css.readiness} data-testid="readiness">
      <span className={cx(ui.badge, r.ready ? ui.badgeGreen : ui.badgeRed)}>
        {adminText(r.ready ? 'housekeeping.ready' : 'housekeeping.notReady')}
      </span>{' '}
      <span className={ui.itemMeta}>
        {adminText('housekeeping.arriving', { count: r.arriving, ready: r.readyUnits })}
      </span>
    </p>
  );
}

/**
 * /admin/housekeeping: every room listing's units (1…units) with their status — clean, dirty,
 * inspected, out of order (reason and the date it is back; the unit leaves the availability) — set
 * with one tap on a phone, and whether today's arrivals have ready units. Works offline (queued).
 */
export default function HousekeepingPage() {
  const [today] = useState(() => todayIST());
  const board = useQuery(housekeepingQueries.board(today));
  const rooms = board.data?.rooms ?? [];
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('housekeeping.title')} subtitle={adminText('housekeeping.subtitle')} />
      {board.isPending && <p className={ui.itemMeta}>{adminText('housekeeping.loading')}</p>}
      {board.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {board.error.message}
        </div>
      )}
      {board.isSuccess && rooms.length === 0 && (
        <div className={cx(ui.card, ui.empty)}>{adminText('housekeeping.empty')}</div>
      )}
      <div className={css.rooms}>
        {rooms.map((r) => (
          <section key={r.roomId} className={ui.card} data-testid={`hk-room-${r.roomId}`}>
            <h2 className={ui.cardTitle}>{roomName(r)}</h2>
            <Readiness r={r} />
            <ul className={css.units}>
              {r.units.map((u) => (
                <UnitRow key={u.unit} roomId={r.roomId} roomName={roomName(r)} u={u} today={today} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
