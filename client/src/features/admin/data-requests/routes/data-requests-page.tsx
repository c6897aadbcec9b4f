import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { DataRequest, DataRequestStatus } from '@pachmarhi/common/schemas/stay';
import { formatDateIST } from '@pachmarhi/common/format';
import { todayIST } from '@pachmarhi/common/time';
import { stayPath } from '@/features/admin/admin-screens';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { stayQueries, updateDataRequest } from '@/lib/queries/stay';
import { adminText } from '@/i18n';

/** One request: what, whose stay, its due date (red once past), the note, and Done / Refuse / Reopen. */
function RequestRow({ r, today }: { r: DataRequest; today: string }) {
  const qc = useQueryClient();
  const [note, setNote] = useState(r.note);
  const save = useMutation({
    mutationFn: (status: DataRequestStatus) => updateDataRequest(r._id, status, note),
    onSuccess: async () => {
      toast.success(adminText('dataRequestsPage.saved'));
      await qc.invalidateQueries({ queryKey: stayQueries.all });
    },
    onError: (e) => toast.error(e.message),
  });
  const open = r.status === 'open';
  const late = open && r.dueOn < today;
  const button = (status: DataRequestStatus, label: 'markDone' | 'refuse' | 'reopen', secondary = true) => (
    <button
      type="button"
      className={cx(ui.btn, ui.btnSmall, secondary && ui.btnSecondary)}
      disabled={save.isPending}
      onClick={() => save.mutate(status)}
    >
      {adminText(`dataRequestsPage.${label}`)}
    </button>
  );
  return (
    <li className={ui.card} data-testid={`data-request-${r.reference}`}>
      <div>
        <strong>{adminText(`dataRequestsPage.types.${r.type}`)}</strong>{' '}
        <span className={cx(ui.badge, open ? (late ? ui.badgeRed : ui.badgeGreen) : ui.badgeGray)}>
          {open
            ? adminText(late ? 'dataRequestsPage.overdue' : 'dataRequestsPage.due', { date: formatDateIST(r.dueOn) })
            : adminText(`dataRequestsPage.statuses.${r.status}`)}
        </span>
      </div>
      <div className={ui.itemMeta}>
        <Link to={stayPath(r.reservationId)}>
          {adminText('dataRequestsPage.stay', { reference: r.reference, guest: r.guestName })}
        </Link>
        {' · '}
        {adminText('dataRequestsPage.received', { date: formatDateIST(r.createdAt) })}
      </div>
      {r.message && <p>{r.message}</p>}
      <TextField label={adminText('dataRequestsPage.note')} value={note} onChange={setNote} maxLength={1000} />
      <div className={ui.formActions}>
        {open ? (
          <>
            {button('done', 'markDone', false)}
            {button('refused', 'refuse')}
          </>
        ) : (
          button('open', 'reopen')
        )}
      </div>
    </li>
  );
}

/**
 * /admin/data-requests (owner): guests' requests from the stay page for a copy or the erasure of
 * their data (Digital Personal Data Protection Act 2023, ss. 11–12), open ones first by due date —
 * 90 days after the request, the Digital Personal Data Protection Rules 2025, r. 14(3).
 */
export default function DataRequestsPage() {
  const requests = useQuery(stayQueries.dataRequests());
  const today = todayIST();
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('dataRequestsPage.title')} subtitle={adminText('dataRequestsPage.subtitle')} />
      {requests.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {requests.error.message}
        </div>
      )}
      {requests.isPending && <p className={ui.itemMeta}>{adminText('dataRequestsPage.loading')}</p>}
      {requests.data?.length === 0 && <p className={ui.card}>{adminText('dataRequestsPage.empty')}</p>}
      <ul
        style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}
        aria-label={adminText('dataRequestsPage.title')}
      >
        {(requests.data ?? []).map((r) => (
          <RequestRow key={r._id} r={r} today={today} />
        ))}
      </ul>
    </div>
  );
}
