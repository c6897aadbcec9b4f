import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { dayText } from '@pachmarhi/common/i18n/day-format';
import { ADMIN_PATHS, stayPath } from '@/features/admin/admin-screens';
import { operationsQueries } from '@/lib/queries/operations';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from '@/features/admin/front-desk/routes/today.module.css';
import { adminText } from '@/i18n';

/**
 * Today's warnings of operations: vehicle papers running out within 15 days (lapsed ones too) and
 * safaris of the next 7 days without every permit confirmed. Nothing shows while all is in order.
 */
export function OperationsAlerts() {
  const papers = useQuery(operationsQueries.paperWarnings());
  const permits = useQuery(operationsQueries.permitsDue());
  const lang = displayLang();
  return (
    <>
      {(papers.data?.length ?? 0) > 0 && (
        <section className={cx(ui.card, css.section)} data-testid="papers-running-out">
          <h2>{adminText('operations.papersRunningOut')}</h2>
          <ul className={css.list}>
            {papers.data!.map((p) => (
              <li key={`${p.vehicleId} ${p.kind}`} className={css.entry}>
                {adminText('operations.paperWarning', {
                  vehicle: p.vehicleName,
                  paper: adminText(`operations.papers.${p.kind}`),
                  date: dayText(p.expiresOn, lang),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(permits.data?.length ?? 0) > 0 && (
        <section className={cx(ui.card, css.section)} data-testid="permits-due">
          <h2>{adminText('operations.permitsDue')}</h2>
          <ul className={css.list}>
            {permits.data!.map((s) => (
              <li key={s.reservationId} className={css.entry}>
                <Link to={stayPath(s.reservationId)}>
                  {adminText('operations.permitDue', {
                    item: s.item,
                    reference: s.reference ?? '',
                    date: `${dayText(s.date, lang)}${s.shift ? `, ${adminText(`operations.shifts.${s.shift}`)}` : ''}`,
                    confirmed: s.confirmed,
                    guests: s.guests,
                  })}
                </Link>
              </li>
            ))}
          </ul>
          <Link className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} to={ADMIN_PATHS.operations}>
            {adminText('sidebar.operations')}
          </Link>
        </section>
      )}
    </>
  );
}
