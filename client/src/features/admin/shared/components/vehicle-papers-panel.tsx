import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { dayText } from '@pachmarhi/common/i18n/day-format';
import { PAPER_KINDS, type PaperKind } from '@pachmarhi/common/operations/papers';
import type { VehiclePapers } from '@pachmarhi/common/schemas/operations-records';
import { addOutOfService, operationsQueries, removeOutOfService, saveVehiclePapers } from '@/lib/queries/operations';
import { FormSection } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

type PaperFields = Record<PaperKind, { number: string; expiresOn: string }>;
const fieldsOf = (v?: VehiclePapers): PaperFields =>
  Object.fromEntries(
    PAPER_KINDS.map((k) => {
      const p = v?.papers.find((x) => x.kind === k);
      return [k, { number: p?.number ?? '', expiresOn: p?.expiresOn ?? '' }];
    }),
  ) as PaperFields;

/** The papers form, once the stored papers are read. */
function PapersForm({ vehicleId, stored }: { vehicleId: string; stored: VehiclePapers }) {
  const qc = useQueryClient();
  const [papers, setPapers] = useState(() => fieldsOf(stored));
  const save = useMutation({
    mutationFn: () =>
      saveVehiclePapers(
        vehicleId,
        PAPER_KINDS.filter((k) => papers[k].number || papers[k].expiresOn).map((k) => ({ kind: k, ...papers[k] })),
      ),
    onSuccess: async () => {
      toast.success(adminText('operations.papersSaved'));
      await qc.invalidateQueries({ queryKey: operationsQueries.all });
    },
    onError: (e) => toast.error(e.message),
  });
  const set = (k: PaperKind, field: 'number' | 'expiresOn', value: string) =>
    setPapers({ ...papers, [k]: { ...papers[k], [field]: value } });
  return (
    <>
      {PAPER_KINDS.map((k) => (
        <div key={k} className={ui.row} data-testid={`paper-${k}`}>
          <label className={ui.label}>
            {`${adminText(`operations.papers.${k}`)} · ${adminText('operations.paperNumber')}`}
            <input className={ui.input} value={papers[k].number} onChange={(e) => set(k, 'number', e.target.value)} />
          </label>
          <label className={ui.label}>
            {adminText('operations.expiresOn')}
            <input
              className={ui.input}
              type="date"
              value={papers[k].expiresOn}
              onChange={(e) => set(k, 'expiresOn', e.target.value)}
            />
          </label>
        </div>
      ))}
      <button
        type="button"
        className={cx(ui.btn, ui.btnSecondary)}
        disabled={save.isPending}
        onClick={() => save.mutate()}
      >
        {adminText('operations.savePapers')}
      </button>
    </>
  );
}

/** Repairs ahead, and a new one (the Gypsy is blocked over its days). */
function OutOfService({ vehicleId, stored }: { vehicleId: string; stored: VehiclePapers }) {
  const qc = useQueryClient();
  const [period, setPeriod] = useState({ from: '', to: '', reason: '' });
  const refresh = () => qc.invalidateQueries({ queryKey: operationsQueries.all });
  const add = useMutation({
    mutationFn: () => addOutOfService(vehicleId, period),
    onSuccess: async () => {
      setPeriod({ from: '', to: '', reason: '' });
      await refresh();
    },
    onError: (e) => toast.error(e.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeOutOfService(vehicleId, id),
    onSuccess: refresh,
    onError: (e) => toast.error(e.message),
  });
  return (
    <>
      <h3>{adminText('operations.outOfServiceTitle')}</h3>
      {stored.outOfService.length === 0 && <p className={ui.itemMeta}>{adminText('operations.repairs')}</p>}
      <ul>
        {stored.outOfService.map((o) => (
          <li key={o._id}>
            {dayText(o.from, displayLang())} – {dayText(o.to, displayLang())}: {o.reason}{' '}
            <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} onClick={() => remove.mutate(o._id)}>
              {adminText('operations.backInService')}
            </button>
          </li>
        ))}
      </ul>
      <div className={ui.row}>
        {(['from', 'to'] as const).map((k) => (
          <label key={k} className={ui.label}>
            {adminText(k === 'from' ? 'operations.repairFrom' : 'operations.repairTo')}
            <input
              className={ui.input}
              type="date"
              value={period[k]}
              onChange={(e) => setPeriod({ ...period, [k]: e.target.value })}
            />
          </label>
        ))}
        <label className={ui.label}>
          {adminText('operations.repairReason')}
          <input
            className={ui.input}
            value={period.reason}
            onChange={(e) => setPeriod({ ...period, reason: e.target.value })}
          />
        </label>
      </div>
      <button
        type="button"
        className={cx(ui.btn, ui.btnSecondary)}
        disabled={!period.from || !period.to || !period.reason || add.isPending}
        onClick={() => add.mutate()}
      >
        {adminText('operations.addOutOfService')}
      </button>
    </>
  );
}

/** Inside the Gypsy's form (owner): its papers with their last valid dates, and its repairs. */
export function VehiclePapersPanel({ vehicleId }: { vehicleId: string }) {
  const papers = useQuery(operationsQueries.papers(vehicleId));
  return (
    <FormSection title={adminText('operations.papersTitle')} hint={adminText('operations.papersHint')}>
      {papers.isError && <p role="alert">{papers.error.message}</p>}
      {papers.data && (
        <>
          <PapersForm key={papers.dataUpdatedAt} vehicleId={vehicleId} stored={papers.data} />
          <OutOfService vehicleId={vehicleId} stored={papers.data} />
        </>
      )}
    </FormSection>
  );
}
