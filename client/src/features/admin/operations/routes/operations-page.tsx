import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { addDays } from '@pachmarhi/common/pricing/dates';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { dayText } from '@pachmarhi/common/i18n/day-format';
import { driverWhatsappLink, type DaySheetJob } from '@pachmarhi/common/operations/day-sheet';
import { todayIST } from '@pachmarhi/common/time';
import type { PaperKind } from '@pachmarhi/common/operations/papers';
import { ROLE_ADMIN } from '@pachmarhi/common/constants';
import type { DaySheet, DaySheetJobRecord } from '@pachmarhi/common/schemas/operations-records';
import { apiDownload } from '@/lib/api';
import { useSession } from '@/lib/use-session';
import { assignJob, operationsQueries } from '@/lib/queries/operations';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/operations/routes/operations.module.css';
import { adminText } from '@/i18n';

const SELF_DRIVE = 'self-drive';

/** One job: when, what, who; its Gypsy, driver and guide chosen and assigned (the clash's sentence when refused). */
function JobCard({ job, sheet, isOwner }: { job: DaySheetJobRecord; sheet: DaySheet; isOwner: boolean }) {
  const qc = useQueryClient();
  const [vehicleId, setVehicle] = useState(job.vehicleId ?? (job.kind === 'vehicle' ? job.itemId : ''));
  const [driverId, setDriver] = useState(job.selfDrive ? SELF_DRIVE : (job.driverId ?? ''));
  const [guideId, setGuide] = useState(job.guideId ?? '');
  const [override, setOverride] = useState('');
  const [refusal, setRefusal] = useState('');
  const vehicle = sheet.vehicles.find((v) => v._id === vehicleId);
  const driver = sheet.staff.find((s) => s._id === driverId);
  const lapsed = (vehicle?.lapsed.length ?? 0) > 0 || !!driver?.licenceLapsed;
  const assign = useMutation({
    mutationFn: () =>
      assignJob({
        reservationId: job.reservationId,
        date: sheet.date,
        vehicleId,
        driverId: driverId === SELF_DRIVE ? null : driverId,
        guideId: guideId || null,
        ...(override.trim() && { overrideReason: override.trim() }),
      }),
    onSuccess: async () => {
      setRefusal('');
      toast.success(adminText('operations.assigned'));
      await qc.invalidateQueries({ queryKey: operationsQueries.all });
    },
    onError: (e) => setRefusal(e.message),
  });
  const paperWords = (kinds: PaperKind[]) => kinds.map((k) => adminText(`operations.papers.${k}`)).join(', ');
  return (
    <li className={css.job} data-testid={`job-${job.reference ?? job.reservationId}`}>
      <div className={css.jobHead}>
        <span className={css.time}>{job.pickupTime}</span>
        {job.shift && <span className={ui.badge}>{adminText(`operations.shifts.${job.shift}`)}</span>}
        <strong>{job.item}</strong>
        {job.reference && <span className={ui.itemMeta}>#{job.reference}</span>}
        <span className={cx(ui.badge, job.assigned ? ui.badgeGreen : ui.badgeGray)}>
          {adminText(job.assigned ? 'operations.isAssigned' : 'operations.notAssigned')}
        </span>
      </div>
      <div className={ui.itemMeta}>
        {job.pickupPlace &&
          `${adminText('operations.pickup', { place: (displayLang() === 'hi' && job.pickupPlaceHi) || job.pickupPlace })} · `}
        {adminText('operations.guests', { name: job.guestName, count: job.guests })}
        {job.phone && ` · ${job.phone}`}
      </div>
      {job.permits.length > 0 && (
        <div className={ui.itemMeta}>{adminText('operations.permitNumbers', { numbers: job.permits.join(', ') })}</div>
      )}
      <div className={css.crew}>
        <label className={ui.label}>
          {adminText('operations.vehicle')}
          <select className={ui.select} value={vehicleId} onChange={(e) => setVehicle(e.target.value)}>
            <option value="">{adminText('operations.choose')}</option>
            {sheet.vehicles.map((v) => (
              <option key={v._id} value={v._id}>
                {v.name}
                {v.outOfService ? ` — ${adminText('operations.outOfService')}` : ''}
                {v.lapsed.length ? ` — ${adminText('operations.lapsed', { papers: paperWords(v.lapsed) })}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.label}>
          {adminText('operations.driver')}
          <select className={ui.select} value={driverId} onChange={(e) => setDriver(e.target.value)}>
            <option value="">{adminText('operations.choose')}</option>
            {job.kind === 'vehicle' && <option value={SELF_DRIVE}>{adminText('operations.selfDrive')}</option>}
            {sheet.staff
              .filter((s) => s.role === 'driver')
              .map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                  {s.off ? ` — ${adminText('operations.off')}` : ''}
                  {s.licenceLapsed ? ` — ${adminText('operations.licenceLapsed')}` : ''}
                </option>
              ))}
          </select>
        </label>
        <label className={ui.label}>
          {adminText('operations.guide')}
          <select className={ui.select} value={guideId} onChange={(e) => setGuide(e.target.value)}>
            <option value="">{adminText('operations.noGuide')}</option>
            {sheet.staff
              .filter((s) => s.role === 'guide')
              .map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                  {s.off ? ` — ${adminText('operations.off')}` : ''}
                </option>
              ))}
          </select>
        </label>
        {lapsed && isOwner && (
          <label className={ui.label}>
            {adminText('operations.overrideReason')}
            <input className={ui.input} value={override} onChange={(e) => setOverride(e.target.value)} />
          </label>
        )}
      </div>
      <div className={css.actions}>
        <button
          type="button"
          className={ui.btn}
          disabled={!vehicleId || !driverId || assign.isPending}
          onClick={() => assign.mutate()}
        >
          {adminText('operations.assign')}
        </button>
      </div>
      {refusal && (
        <p className={css.error} role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
}

/** Each driver with jobs on the date and the one tap that opens WhatsApp with their jobs, in the page's language. */
function SendToDrivers({ sheet }: { sheet: DaySheet }) {
  if (!sheet.drivers.length) return <p className={ui.itemMeta}>{adminText('operations.noDrivers')}</p>;
  return (
    <ul className={css.drivers}>
      {sheet.drivers.map((d) => {
        const jobs = sheet.jobs.filter((j) => j.driverId === d._id) as DaySheetJob[];
        return (
          <li key={d._id} className={css.driver} data-testid={`driver-${d.name}`}>
            <span>
              <strong>{d.name}</strong>{' '}
              <span className={ui.itemMeta}>{adminText('operations.jobCount', { count: d.jobs })}</span>
            </span>
            <a
              className={cx(ui.btn, ui.btnAccent)}
              href={driverWhatsappLink(d.phone, d.name, sheet.date, jobs, displayLang())}
              target="_blank"
              rel="noreferrer"
            >
              {adminText('operations.sendWhatsapp')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /admin/operations (owner and front desk): the day sheet of a date (tomorrow first) — every safari,
 * tour and Gypsy rental with its pickup, guests and permits — where each job gets its Gypsy, driver
 * and guide (a clash refused with its sentence), each driver gets their jobs by WhatsApp in one tap,
 * and the A4 PDF is downloaded.
 */
export default function OperationsPage() {
  const [date, setDate] = useState(() => addDays(todayIST(), 1));
  const session = useSession();
  const sheet = useQuery(operationsQueries.daySheet(date));
  const isOwner = session?.user.role === ROLE_ADMIN;
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('operations.title')} subtitle={adminText('operations.subtitle')} />
      <section className={ui.card}>
        <div className={css.toolbar}>
          <label className={ui.label}>
            {adminText('operations.date')}
            <input
              className={ui.input}
              type="date"
              value={date}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          </label>
          <button
            type="button"
            className={cx(ui.btn, ui.btnSecondary)}
            onClick={() =>
              void apiDownload(`/api/day-sheet.pdf?date=${date}`, `day-sheet-${date}.pdf`).catch((e: Error) =>
                toast.error(e.message),
              )
            }
          >
            {adminText('operations.pdf')}
          </button>
        </div>
        <p className={ui.itemMeta}>{dayText(date, displayLang())}</p>
      </section>
      {sheet.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {sheet.error.message}
        </div>
      )}
      {sheet.data && (
        <>
          <section className={ui.card} aria-labelledby="send-drivers">
            <h2 id="send-drivers">{adminText('operations.sendTitle')}</h2>
            <SendToDrivers sheet={sheet.data} />
          </section>
          <section aria-labelledby="jobs-title">
            <h2 id="jobs-title">{adminText('operations.jobsTitle', { count: sheet.data.jobs.length })}</h2>
            {sheet.data.jobs.length === 0 && <p className={ui.itemMeta}>{adminText('operations.noJobs')}</p>}
            <ul className={css.jobs}>
              {sheet.data.jobs.map((j) => (
                <JobCard key={`${date} ${j.reservationId}`} job={j} sheet={sheet.data} isOwner={isOwner} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
