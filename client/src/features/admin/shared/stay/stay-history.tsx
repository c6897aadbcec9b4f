import { useQuery } from '@tanstack/react-query';
import { staffQueries } from '@/lib/queries/staff';
import css from './front-desk.module.css';
import { AuditList } from './audit-list';
import { adminText } from '@/i18n';

/**
 * A reservation's (or, with `entity` 'trip', a trip's) own history from the audit trail (the
 * owner's screen only: `GET /api/audit` is owner-only).
 */
export function StayHistory({ id, entity = 'reservation' }: { id: string; entity?: 'reservation' | 'trip' }) {
  const audit = useQuery(staffQueries.audit({ entity, entityId: id }));
  return (
    <section className={css.panel} data-testid="stay-history">
      <h3 className={css.subTitle}>{adminText('activity.history')}</h3>
      {audit.data && <AuditList entries={audit.data.data} />}
    </section>
  );
}
