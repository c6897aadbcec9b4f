import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { PERMIT_STATUSES } from '@pachmarhi/common/schemas/operations';
import type { ReservationPermits } from '@pachmarhi/common/schemas/operations-records';
import { operationsQueries, savePermits } from '@/lib/queries/operations';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

type Row = ReservationPermits['permits'][number];

/** The seats' permits, edited together and saved as one set. */
function PermitRows({ data }: { data: ReservationPermits }) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<Row[]>(data.permits);
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = useMutation({
    mutationFn: () => savePermits(data.reservationId, rows),
    onSuccess: async () => {
      toast.success(adminText('operations.permitsSaved'));
      await qc.invalidateQueries({ queryKey: operationsQueries.all });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <>
      {rows.map((r, i) => (
        <fieldset key={r.seat} className={ui.row} data-testid={`permit-seat-${r.seat}`}>
          <legend>{adminText('operations.seat', { seat: r.seat })}</legend>
          <label className={ui.label}>
            {adminText('operations.permitNumber')}
            <input
              className={ui.input}
              value={r.permitNumber}
              onChange={(e) => set(i, { permitNumber: e.target.value })}
            />
          </label>
          <label className={ui.label}>
            {adminText('operations.zone')}
            <input className={ui.input} value={r.zone} onChange={(e) => set(i, { zone: e.target.value })} />
          </label>
          <label className={ui.label}>
            {adminText('operations.gate')}
            <input className={ui.input} value={r.gate} onChange={(e) => set(i, { gate: e.target.value })} />
          </label>
          <label className={ui.label}>
            {adminText('operations.status')}
            <select
              className={ui.select}
              value={r.status}
              onChange={(e) => set(i, { status: e.target.value as Row['status'] })}
            >
              {PERMIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {adminText(`operations.permitStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      ))}
      <button
        type="button"
        className={cx(ui.btn, ui.btnSecondary)}
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {adminText('operations.savePermits')}
      </button>
    </>
  );
}

/** One guest's ID details as MPOnline asks them, with a copy button. */
function RegisterLine({ g }: { g: ReservationPermits['register'][number] }) {
  const text = [g.name, g.gender, g.age, g.nationality, g.idType, g.idNumber]
    .filter((v) => v !== null && v !== '')
    .join(', ');
  return (
    <li>
      <code>{text}</code>{' '}
      <button
        type="button"
        className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => toast.success(adminText('operations.copied')),
            () => undefined,
          )
        }
      >
        {adminText('operations.copy')}
      </button>
    </li>
  );
}

/**
 * A safari's park permits (front desk and owner): one row per seat — number, zone, gate, status — and
 * the guest register's ID details ready to copy into MPOnline, where permits are bought (never here).
 */
export function PermitsPanel({ reservationId }: { reservationId: string }) {
  const permits = useQuery(operationsQueries.permits(reservationId));
  return (
    <section aria-labelledby={`permits-${reservationId}`}>
      <h3 id={`permits-${reservationId}`}>{adminText('operations.permitsTitle')}</h3>
      <p className={ui.itemMeta}>{adminText('operations.permitsHint')}</p>
      {permits.isError && <p role="alert">{permits.error.message}</p>}
      {permits.data && (
        <>
          <a
            className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
            href={permits.data.officialSite}
            target="_blank"
            rel="noreferrer"
          >
            {adminText('operations.officialSite')}
          </a>
          <PermitRows key={permits.dataUpdatedAt} data={permits.data} />
          <h4>{adminText('operations.registerTitle')}</h4>
          {permits.data.register.length === 0 && <p className={ui.itemMeta}>{adminText('operations.noRegister')}</p>}
          <ul>
            {permits.data.register.map((g, i) => (
              <RegisterLine key={i} g={g} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
