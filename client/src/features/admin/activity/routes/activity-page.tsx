import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE } from '@pachmarhi/common/schemas/audit';
import { staffQueries, type AuditFilters } from '@/lib/queries/staff';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { AuditList } from '@/features/admin/shared/stay/audit-list';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/shared/stay/front-desk.module.css';
import { adminText } from '@/i18n';

/**
 * /admin/activity (owner only): the audit trail — who changed or read what, when — filtered by
 * record type, account and IST dates, 50 rows a page, newest first.
 */
export default function ActivityPage() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const audit = useQuery({ ...staffQueries.audit(filters), placeholderData: keepPreviousData });
  const staff = useQuery(staffQueries.list());
  const set = (key: keyof AuditFilters) => (value: string) => setFilters({ ...filters, [key]: value, page: 1 });
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const all = { value: '', label: adminText('activity.all') };
  return (
    <div className={ui.page}>
      <PageHeader title={adminText('activity.title')} subtitle={adminText('activity.subtitle')} />
      <section className={cx(ui.card, css.filters)} aria-label={adminText('activity.filters')}>
        <SelectField
          label={adminText('activity.entity')}
          value={filters.entity ?? ''}
          onChange={set('entity')}
          options={[all, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: adminText(`activity.entities.${e}`) }))]}
        />
        <SelectField
          label={adminText('activity.user')}
          value={filters.userId ?? ''}
          onChange={set('userId')}
          options={[all, ...(staff.data ?? []).map((m) => ({ value: m._id, label: m.name }))]}
        />
        <TextField label={adminText('activity.from')} type="date" value={filters.from ?? ''} onChange={set('from')} />
        <TextField label={adminText('activity.to')} type="date" value={filters.to ?? ''} onChange={set('to')} />
      </section>
      {audit.isError && (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          {audit.error.message}
        </div>
      )}
      <section className={ui.card}>
        {audit.data && <AuditList entries={audit.data.data} />}
        <div className={css.pager}>
          <button
            type="button"
            className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
            disabled={page <= 1}
            onClick={() => setFilters({ ...filters, page: page - 1 })}
          >
            {adminText('activity.newer')}
          </button>
          <span className={ui.itemMeta}>{adminText('activity.page', { page, pages })}</span>
          <button
            type="button"
            className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
            disabled={page >= pages}
            onClick={() => setFilters({ ...filters, page: page + 1 })}
          >
            {adminText('activity.older')}
          </button>
        </div>
      </section>
    </div>
  );
}
