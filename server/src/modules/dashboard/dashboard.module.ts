import type { DashboardData } from '@pachmarhi/common/types';
import { dashboardStats, type DashboardDeps } from './dashboard.service';

/** The back office's overview figures; see `createDashboard`. */
export interface Dashboard {
  /**
   * The figures at the current instant (booking holds honoured): totals, status counts, the
   * newest rooms and tours, reservation figures and enquiries per item over the last 30 days;
   * `overview.estimatedRevenue` is the sum of every room's, tour's and vehicle's price (rupees).
   */
  stats(): Promise<DashboardData>;
}

/** Create the dashboard component once per app; it reads only through the other modules' faces. */
export function createDashboard(deps: DashboardDeps & { now: () => Date }): Dashboard {
  return { stats: () => dashboardStats(deps, deps.now()) };
}
