import { Link } from 'react-router-dom';
import type { CalendarSyncFigures as Figures } from '@pachmarhi/common/schemas/calendar-feeds';
import { ADMIN_PATHS } from '@/features/admin/admin-screens';
import ui from '@/features/admin/shared/ui.module.css';
import { cx } from '@/features/admin/shared/lib/cx';
import css from './dashboard.module.css';
import { adminText } from '@/i18n';

/**
 * `data.calendarSync` of `GET /api/dashboard/stats`: imported calendars, failing ones and double
 * bookings (imported blocks flagged as conflicts), the last two in red when not zero.
 */
export function CalendarSyncFigures({ data }: { data: Figures }) {
  const figures = [
    ['feeds', data.feeds],
    ['failing', data.failing],
    ['conflicts', data.conflicts],
  ] as const;
  return (
    <section className={css.section} aria-labelledby="calendar-sync-overview" data-testid="calendar-sync-figures">
      <h2 id="calendar-sync-overview" className={css.sectionTitle}>
        {adminText('calendarSyncDashboard.title')}{' '}
        <Link to={ADMIN_PATHS.bookings} className={css.statNote}>
          {adminText('bookingFigures.openCalendar')}
        </Link>
      </h2>
      <div className={css.grid3}>
        {figures.map(([key, value]) => (
          <section key={key} className={ui.card} aria-label={adminText(`calendarSyncDashboard.${key}`)}>
            <h3 className={css.statLabel}>{adminText(`calendarSyncDashboard.${key}`)}</h3>
            <p className={cx(css.statValue, key !== 'feeds' && value > 0 && ui.fieldError)}>{value}</p>
            {key === 'conflicts' && value > 0 && (
              <Link to={`${ADMIN_PATHS.reservations}?conflict=1`} className={css.statNote}>
                {adminText('calendarSyncDashboard.showConflicts')}
              </Link>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
