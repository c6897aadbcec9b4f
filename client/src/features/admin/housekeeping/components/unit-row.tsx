import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { UNIT_STATUSES, type UnitStatus } from '@pachmarhi/common/housekeeping';
import type { HousekeepingPatch, RoomUnit } from '@pachmarhi/common/schemas/housekeeping';
import { addDays } from '@pachmarhi/common/pricing/dates';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { isQueued } from '@/lib/offline/outbox';
import { housekeepingQueries, setUnitStatus } from '@/lib/queries/housekeeping';
import { ApiRequestError } from '@/lib/api';
import { adminText } from '@/i18n';
import css from './housekeeping.module.css';

const BADGE: Record<UnitStatus, string> = {
  clean: ui.badgeGreen,
  inspected: ui.badgeGreen,
  dirty: ui.badgeRed,
  'out-of-order': ui.badgeGray,
};

/**
 * One room unit: its status, the buttons that set another, and "Out of order…" asking the reason
 * and the date it is back. Offline a change is queued and shown at once.
 */
export function UnitRow({
  roomId,
  roomName,
  u,
  today,
}: {
  roomId: string;
  roomName: string;
  u: RoomUnit;
  today: string;
}) {
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState(() => addDays(today, 1));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = `${roomName} · ${u.unit}`;
  const save = useMutation({
    mutationFn: (body: HousekeepingPatch) => setUnitStatus(roomId, u.unit, body, label),
    onSuccess: (res, body) => {
      setAsking(false);
      setErrors({});
      if (isQueued(res)) {
        toast.info(adminText('offline.queuedToast'));
        // Shown as set until the queue is sent (the board is read again then).
        qc.setQueriesData<{ rooms: { roomId: string; units: RoomUnit[] }[] }>(
          { queryKey: [...housekeepingQueries.all, 'board'] },
          (b) =>
            b && {
              ...b,
              rooms: b.rooms.map((r) =>
                r.roomId !== roomId
                  ? r
                  : { ...r, units: r.units.map((x) => (x.unit === u.unit ? { ...x, status: body.status } : x)) },
              ),
            },
        );
        return;
      }
      toast.success(adminText('housekeeping.saved', { unit: label }));
      void qc.invalidateQueries({ queryKey: housekeepingQueries.all });
    },
    onError: (e) => {
      if (e instanceof ApiRequestError && e.errors) setErrors(e.errors);
      toast.error(e.message);
    },
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    save.mutate({ status: 'out-of-order', reason, until });
  };
  return (
    <li className={css.unit} data-testid={`unit-${u.unit}`}>
      <div className={css.unitHead}>
        <strong>{adminText('housekeeping.unit', { unit: u.unit })}</strong>
        <span className={cx(ui.badge, BADGE[u.status])} data-testid="unit-status">
          {adminText(`housekeeping.status.${u.status}`)}
        </span>
        {u.status === 'out-of-order' && (
          <span className={ui.itemMeta}>
            {u.reason} · {adminText('housekeeping.backOn', { date: u.until })}
          </span>
        )}
        {u.status === 'dirty' && u.updatedBy === 'check-out' && (
          <span className={ui.itemMeta}>{adminText('housekeeping.afterCheckOut')}</span>
        )}
      </div>
      <div className={css.buttons}>
        {UNIT_STATUSES.filter((s) => s !== u.status && s !== 'out-of-order').map((s) => (
          <button
            key={s}
            type="button"
            className={cx(ui.btn, ui.btnSmall, s === 'dirty' ? ui.btnGhost : ui.btnSecondary)}
            disabled={save.isPending}
            onClick={() => save.mutate({ status: s, reason: '' })}
          >
            {adminText(`housekeeping.set.${s}`)}
          </button>
        ))}
        {u.status !== 'out-of-order' && (
          <button
            type="button"
            className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
            aria-expanded={asking}
            onClick={() => setAsking(!asking)}
          >
            {adminText('housekeeping.set.out-of-order')}
          </button>
        )}
      </div>
      {asking && (
        <form className={css.outForm} onSubmit={submit} noValidate>
          <label className={ui.field}>
            <span className={ui.label}>{adminText('housekeeping.reason')}</span>
            <input
              className={cx(ui.input, errors.reason && ui.invalid)}
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!errors.reason}
            />
            {errors.reason && <span className={ui.fieldError}>{errors.reason}</span>}
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{adminText('housekeeping.until')}</span>
            <input
              type="date"
              className={cx(ui.input, errors.until && ui.invalid)}
              value={until}
              min={addDays(today, 1)}
              onChange={(e) => setUntil(e.target.value)}
              aria-invalid={!!errors.until}
            />
            {errors.until && <span className={ui.fieldError}>{errors.until}</span>}
          </label>
          <div className={css.buttons}>
            <button type="submit" className={cx(ui.btn, ui.btnSmall)} disabled={save.isPending}>
              {adminText('housekeeping.markOut')}
            </button>
            <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} onClick={() => setAsking(false)}>
              {adminText('housekeeping.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
