/**
 * Query key of the admin dashboard's stats (`GET /api/dashboard/stats`). Here rather than in the dashboard
 * feature so that changes elsewhere that move its numbers (reservations: arrivals, occupancy) can invalidate it.
 */
export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;
