// The operators' dashboard (运营概览): GET /api/ops/dashboard answers DashboardFigures, and the server pushes
// the same figures on the private operator channel while a signed-in operator with `dashboard.read` watches.

/** The private channel of the dashboard's live figures; authorised by GET /api/ops/realtime/auth only. */
export const OPS_DASHBOARD_CHANNEL = 'private-ops-dashboard';
/** The event carrying a fresh DashboardFigures on OPS_DASHBOARD_CHANNEL. */
export const OPS_DASHBOARD_EVENT = 'dashboard.updated';

interface Waiting {
  count: number;
  /** Yuan, exact decimal string. */
  amount: string;
}

export interface DashboardFigures {
  pending_withdrawals: Waiting;
  pending_recharges: Waiting;
  pending_applications: { activities: number; agents: number };
  /** Today's Beijing day; money in yuan, exact decimal strings. */
  today: { date: string; turnover: string; payout: string; gross_gaming_revenue: string };
  online_players: number;
}

/** GET /api/ops/dashboard: the figures and what the console needs to receive their updates live. */
export interface DashboardAnswer extends DashboardFigures {
  live: { app_key: string; channel: string; event: string };
}
